/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_DeskInputs */

const en_quotes_pdf_language_desk = /** @type {(inputs: Quotes_Pdf_Language_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desk’s (${i?.language})`)
};

const es_quotes_pdf_language_desk = /** @type {(inputs: Quotes_Pdf_Language_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El del escritorio (${i?.language})`)
};

const en_xa2_quotes_pdf_language_desk = /** @type {(inputs: Quotes_Pdf_Language_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéšķ’š (${i?.language}) ·~ ]`)
};

/**
* | output |
* | --- |
* | "Desk’s ({language})" |
*
* @param {Quotes_Pdf_Language_DeskInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language_desk = /** @type {((inputs: Quotes_Pdf_Language_DeskInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pdf_Language_DeskInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_pdf_language_desk(inputs)
	if (locale === "en-XA") return en_xa2_quotes_pdf_language_desk(inputs)
	return en_quotes_pdf_language_desk(inputs)
});