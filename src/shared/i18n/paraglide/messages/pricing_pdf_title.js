/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pdf_TitleInputs */

const en_pricing_pdf_title = /** @type {(inputs: Pricing_Pdf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote PDFs`)
};

const es_pricing_pdf_title = /** @type {(inputs: Pricing_Pdf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF de cotizaciones`)
};

const en_xa2_pricing_pdf_title = /** @type {(inputs: Pricing_Pdf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ÞÐƑš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Quote PDFs" |
*
* @param {Pricing_Pdf_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_title = /** @type {((inputs?: Pricing_Pdf_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_pdf_title(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pdf_title(inputs)
	return en_pricing_pdf_title(inputs)
});