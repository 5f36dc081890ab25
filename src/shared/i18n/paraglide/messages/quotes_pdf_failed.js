/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Pdf_FailedInputs */

const en_quotes_pdf_failed = /** @type {(inputs: Quotes_Pdf_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The quote PDF was not saved`)
};

const es_quotes_pdf_failed = /** @type {(inputs: Quotes_Pdf_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó el PDF de la cotización`)
};

const en_xa2_quotes_pdf_failed = /** @type {(inputs: Quotes_Pdf_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţé ÞÐƑ ŵáš ñóţ šáṽéð ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The quote PDF was not saved" |
*
* @param {Quotes_Pdf_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_failed = /** @type {((inputs?: Quotes_Pdf_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pdf_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_pdf_failed(inputs)
	if (locale === "en-XA") return en_xa2_quotes_pdf_failed(inputs)
	return en_quotes_pdf_failed(inputs)
});