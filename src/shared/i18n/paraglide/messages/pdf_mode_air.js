/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Mode_AirInputs */

const en_pdf_mode_air = /** @type {(inputs: Pdf_Mode_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air`)
};

const es_pdf_mode_air = /** @type {(inputs: Pdf_Mode_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aéreo`)
};

const en_xa2_pdf_mode_air = /** @type {(inputs: Pdf_Mode_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕ ·]`)
};

/**
* | output |
* | --- |
* | "Air" |
*
* @param {Pdf_Mode_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_air = /** @type {((inputs?: Pdf_Mode_AirInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_AirInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_mode_air(inputs)
	if (locale === "en-XA") return en_xa2_pdf_mode_air(inputs)
	return en_pdf_mode_air(inputs)
});