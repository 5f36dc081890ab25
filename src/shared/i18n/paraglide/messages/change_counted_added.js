/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_AddedInputs */

const en_change_counted_added = /** @type {(inputs: Change_Counted_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new`);
	return /** @type {LocalizedString} */ (`${i?.count} new`)
	
};

const es_change_counted_added = /** @type {(inputs: Change_Counted_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nuevo`);
	return /** @type {LocalizedString} */ (`${i?.count} nuevos`)
	
};

const en_xa2_change_counted_added = /** @type {(inputs: Change_Counted_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new" |
* | * | "{count} new" |
*
* @param {Change_Counted_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_added = /** @type {((inputs: Change_Counted_AddedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_AddedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_counted_added(inputs)
	if (locale === "en-XA") return en_xa2_change_counted_added(inputs)
	return en_change_counted_added(inputs)
});