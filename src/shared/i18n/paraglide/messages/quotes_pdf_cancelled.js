/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Pdf_CancelledInputs */

const en_quotes_pdf_cancelled = /** @type {(inputs: Quotes_Pdf_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: the PDF was cancelled.`)
};

const es_quotes_pdf_cancelled = /** @type {(inputs: Quotes_Pdf_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó: se canceló el PDF.`)
};

const en_xa2_quotes_pdf_cancelled = /** @type {(inputs: Quotes_Pdf_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ţĥé ÞÐƑ ŵáš çáñçéļļéð. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Not saved: the PDF was cancelled." |
*
* @param {Quotes_Pdf_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_cancelled = /** @type {((inputs?: Quotes_Pdf_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pdf_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_pdf_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_quotes_pdf_cancelled(inputs)
	return en_quotes_pdf_cancelled(inputs)
});