/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_TitleInputs */

const en_quotes_title = /** @type {(inputs: Quotes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quotes`)
};

const es_quotes_title = /** @type {(inputs: Quotes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizaciones guardadas`)
};

const en_xa2_quotes_title = /** @type {(inputs: Quotes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ǫúóţéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Saved quotes" |
*
* @param {Quotes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_title = /** @type {((inputs?: Quotes_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_title(inputs)
	if (locale === "en-XA") return en_xa2_quotes_title(inputs)
	return en_quotes_title(inputs)
});