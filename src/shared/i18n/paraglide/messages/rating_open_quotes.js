/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Open_QuotesInputs */

const en_rating_open_quotes = /** @type {(inputs: Rating_Open_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Quotes`)
};

const es_rating_open_quotes = /** @type {(inputs: Rating_Open_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir Cotizaciones`)
};

const en_xa2_rating_open_quotes = /** @type {(inputs: Rating_Open_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ Ǫúóţéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Open Quotes" |
*
* @param {Rating_Open_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_open_quotes = /** @type {((inputs?: Rating_Open_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Open_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_open_quotes(inputs)
	if (locale === "en-XA") return en_xa2_rating_open_quotes(inputs)
	return en_rating_open_quotes(inputs)
});