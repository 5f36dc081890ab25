/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_QuotationInputs */

const en_pdf_quotation = /** @type {(inputs: Pdf_QuotationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QUOTATION`)
};

const es_pdf_quotation = /** @type {(inputs: Pdf_QuotationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`COTIZACIÓN`)
};

const en_xa2_pdf_quotation = /** @type {(inputs: Pdf_QuotationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ǪÚÓŢÁŢÍÓÑ ·~ ]`)
};

/**
* | output |
* | --- |
* | "QUOTATION" |
*
* @param {Pdf_QuotationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_quotation = /** @type {((inputs?: Pdf_QuotationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_QuotationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_quotation(inputs)
	if (locale === "en-XA") return en_xa2_pdf_quotation(inputs)
	return en_pdf_quotation(inputs)
});