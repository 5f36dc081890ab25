/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_CustomerInputs */

const en_quotes_pdf_language_customer = /** @type {(inputs: Quotes_Pdf_Language_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer’s (${i?.language})`)
};

const es_quotes_pdf_language_customer = /** @type {(inputs: Quotes_Pdf_Language_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El del cliente (${i?.language})`)
};

const en_xa2_quotes_pdf_language_customer = /** @type {(inputs: Quotes_Pdf_Language_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕ’š (${i?.language}) ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Customer’s ({language})" |
*
* @param {Quotes_Pdf_Language_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language_customer = /** @type {((inputs: Quotes_Pdf_Language_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pdf_Language_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_pdf_language_customer(inputs)
	if (locale === "en-XA") return en_xa2_quotes_pdf_language_customer(inputs)
	return en_quotes_pdf_language_customer(inputs)
});