/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Today_Quotes_CountInputs */

const en_today_quotes_count = /** @type {(inputs: Today_Quotes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} saved quote`);
	return /** @type {LocalizedString} */ (`${i?.shown} saved quotes`)
	
};

const es_today_quotes_count = /** @type {(inputs: Today_Quotes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cotización guardada`);
	return /** @type {LocalizedString} */ (`${i?.shown} cotizaciones guardadas`)
	
};

const en_xa2_today_quotes_count = /** @type {(inputs: Today_Quotes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šáṽéð ǫúóţé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šáṽéð ǫúóţéš ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} saved quote" |
* | * | "{shown} saved quotes" |
*
* @param {Today_Quotes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quotes_count = /** @type {((inputs: Today_Quotes_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Quotes_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_quotes_count(inputs)
	if (locale === "en-XA") return en_xa2_today_quotes_count(inputs)
	return en_today_quotes_count(inputs)
});