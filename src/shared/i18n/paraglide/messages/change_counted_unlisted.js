/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_UnlistedInputs */

const en_change_counted_unlisted = /** @type {(inputs: Change_Counted_UnlistedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} no longer listed`);
	return /** @type {LocalizedString} */ (`${i?.count} no longer listed`)
	
};

const es_change_counted_unlisted = /** @type {(inputs: Change_Counted_UnlistedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ya no listado`);
	return /** @type {LocalizedString} */ (`${i?.count} ya no listados`)
	
};

const en_xa2_change_counted_unlisted = /** @type {(inputs: Change_Counted_UnlistedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñó ļóñĝéŕ ļíšţéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñó ļóñĝéŕ ļíšţéð ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} no longer listed" |
* | * | "{count} no longer listed" |
*
* @param {Change_Counted_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_unlisted = /** @type {((inputs: Change_Counted_UnlistedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_UnlistedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_counted_unlisted(inputs)
	if (locale === "en-XA") return en_xa2_change_counted_unlisted(inputs)
	return en_change_counted_unlisted(inputs)
});