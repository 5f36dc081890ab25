/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_MoreInputs */

const en_today_more = /** @type {(inputs: Today_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} more`);
	return /** @type {LocalizedString} */ (`${i?.shown} more`)
	
};

const es_today_more = /** @type {(inputs: Today_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} más`);
	return /** @type {LocalizedString} */ (`${i?.shown} más`)
	
};

const en_xa2_today_more = /** @type {(inputs: Today_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ɱóŕé ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ɱóŕé ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} more" |
* | * | "{shown} more" |
*
* @param {Today_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_more = /** @type {((inputs: Today_MoreInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_MoreInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_more(inputs)
	if (locale === "en-XA") return en_xa2_today_more(inputs)
	return en_today_more(inputs)
});