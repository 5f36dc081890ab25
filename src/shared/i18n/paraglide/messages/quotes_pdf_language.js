/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Pdf_LanguageInputs */

const en_quotes_pdf_language = /** @type {(inputs: Quotes_Pdf_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF language`)
};

const es_quotes_pdf_language = /** @type {(inputs: Quotes_Pdf_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma del PDF`)
};

const en_xa2_quotes_pdf_language = /** @type {(inputs: Quotes_Pdf_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÞÐƑ ļáñĝúáĝé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "PDF language" |
*
* @param {Quotes_Pdf_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language = /** @type {((inputs?: Quotes_Pdf_LanguageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pdf_LanguageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_pdf_language(inputs)
	if (locale === "en-XA") return en_xa2_quotes_pdf_language(inputs)
	return en_quotes_pdf_language(inputs)
});