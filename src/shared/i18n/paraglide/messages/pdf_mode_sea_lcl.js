/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Mode_Sea_LclInputs */

const en_pdf_mode_sea_lcl = /** @type {(inputs: Pdf_Mode_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sea LCL (groupage)`)
};

const es_pdf_mode_sea_lcl = /** @type {(inputs: Pdf_Mode_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marítimo LCL (grupaje)`)
};

const en_xa2_pdf_mode_sea_lcl = /** @type {(inputs: Pdf_Mode_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéá ĻÇĻ (ĝŕóúþáĝé) ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Sea LCL (groupage)" |
*
* @param {Pdf_Mode_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_lcl = /** @type {((inputs?: Pdf_Mode_Sea_LclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_Sea_LclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_mode_sea_lcl(inputs)
	if (locale === "en-XA") return en_xa2_pdf_mode_sea_lcl(inputs)
	return en_pdf_mode_sea_lcl(inputs)
});