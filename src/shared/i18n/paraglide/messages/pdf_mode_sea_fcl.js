/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Mode_Sea_FclInputs */

const en_pdf_mode_sea_fcl = /** @type {(inputs: Pdf_Mode_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sea FCL (full container)`)
};

const es_pdf_mode_sea_fcl = /** @type {(inputs: Pdf_Mode_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marítimo FCL (contenedor completo)`)
};

const en_xa2_pdf_mode_sea_fcl = /** @type {(inputs: Pdf_Mode_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéá ƑÇĻ (ƒúļļ çóñţáíñéŕ) ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Sea FCL (full container)" |
*
* @param {Pdf_Mode_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_fcl = /** @type {((inputs?: Pdf_Mode_Sea_FclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_Sea_FclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_mode_sea_fcl(inputs)
	if (locale === "en-XA") return en_xa2_pdf_mode_sea_fcl(inputs)
	return en_pdf_mode_sea_fcl(inputs)
});