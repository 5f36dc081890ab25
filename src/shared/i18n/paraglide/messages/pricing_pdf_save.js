/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pdf_SaveInputs */

const en_pricing_pdf_save = /** @type {(inputs: Pricing_Pdf_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save quote PDFs`)
};

const es_pricing_pdf_save = /** @type {(inputs: Pricing_Pdf_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar PDF de cotizaciones`)
};

const en_xa2_pricing_pdf_save = /** @type {(inputs: Pricing_Pdf_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ǫúóţé ÞÐƑš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Save quote PDFs" |
*
* @param {Pricing_Pdf_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_save = /** @type {((inputs?: Pricing_Pdf_SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_pdf_save(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pdf_save(inputs)
	return en_pricing_pdf_save(inputs)
});