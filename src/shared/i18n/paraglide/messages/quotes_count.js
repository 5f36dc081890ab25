/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Quotes_CountInputs */

const en_quotes_count = /** @type {(inputs: Quotes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} saved quote`);
	return /** @type {LocalizedString} */ (`${i?.shown} saved quotes`)
	
};

const es_quotes_count = /** @type {(inputs: Quotes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cotización guardada`);
	return /** @type {LocalizedString} */ (`${i?.shown} cotizaciones guardadas`)
	
};

const en_xa2_quotes_count = /** @type {(inputs: Quotes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šáṽéð ǫúóţé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šáṽéð ǫúóţéš ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} saved quote" |
* | * | "{shown} saved quotes" |
*
* @param {Quotes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_count = /** @type {((inputs: Quotes_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_count(inputs)
	if (locale === "en-XA") return en_xa2_quotes_count(inputs)
	return en_quotes_count(inputs)
});