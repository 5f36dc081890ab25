/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ language: NonNullable<unknown> }} Quotes_Pdf_Language_EachInputs */

const en_quotes_pdf_language_each = /** @type {(inputs: Quotes_Pdf_Language_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each customer’s, else ${i?.language}`)
};

const es_quotes_pdf_language_each = /** @type {(inputs: Quotes_Pdf_Language_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El de cada cliente, si no ${i?.language}`)
};

const en_xa2_quotes_pdf_language_each = /** @type {(inputs: Quotes_Pdf_Language_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éáçĥ çúšţóɱéŕ’š, éļšé ${i?.language} ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Each customer’s, else {language}" |
*
* @param {Quotes_Pdf_Language_EachInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language_each = /** @type {((inputs: Quotes_Pdf_Language_EachInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pdf_Language_EachInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_pdf_language_each(inputs)
	if (locale === "en-XA") return en_xa2_quotes_pdf_language_each(inputs)
	return en_quotes_pdf_language_each(inputs)
});