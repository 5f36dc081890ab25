/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Check_QuotesInputs */

const en_rating_check_quotes = /** @type {(inputs: Rating_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Quotes`)
};

const es_rating_check_quotes = /** @type {(inputs: Rating_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mirar Cotizaciones`)
};

const en_xa2_rating_check_quotes = /** @type {(inputs: Rating_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ǫúóţéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Check Quotes" |
*
* @param {Rating_Check_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_check_quotes = /** @type {((inputs?: Rating_Check_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Check_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_check_quotes(inputs)
	if (locale === "en-XA") return en_xa2_rating_check_quotes(inputs)
	return en_rating_check_quotes(inputs)
});