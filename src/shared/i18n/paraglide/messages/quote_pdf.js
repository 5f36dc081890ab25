/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_PdfInputs */

const en_quote_pdf = /** @type {(inputs: Quote_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote PDF`)
};

const es_quote_pdf = /** @type {(inputs: Quote_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF de la cotización`)
};

const en_xa2_quote_pdf = /** @type {(inputs: Quote_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ÞÐƑ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Quote PDF" |
*
* @param {Quote_PdfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quote_pdf = /** @type {((inputs?: Quote_PdfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_PdfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_pdf(inputs)
	if (locale === "en-XA") return en_xa2_quote_pdf(inputs)
	return en_quote_pdf(inputs)
});