/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pdf_Save_FailedInputs */

const en_pricing_pdf_save_failed = /** @type {(inputs: Pricing_Pdf_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the quote PDF settings`)
};

const es_pricing_pdf_save_failed = /** @type {(inputs: Pricing_Pdf_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron guardar los ajustes de los PDF de cotizaciones`)
};

const en_xa2_pricing_pdf_save_failed = /** @type {(inputs: Pricing_Pdf_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé ǫúóţé ÞÐƑ šéţţíñĝš ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Could not save the quote PDF settings" |
*
* @param {Pricing_Pdf_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_save_failed = /** @type {((inputs?: Pricing_Pdf_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_pdf_save_failed(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pdf_save_failed(inputs)
	return en_pricing_pdf_save_failed(inputs)
});