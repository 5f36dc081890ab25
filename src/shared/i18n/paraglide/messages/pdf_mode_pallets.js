/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Mode_PalletsInputs */

const en_pdf_mode_pallets = /** @type {(inputs: Pdf_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallets`)
};

const es_pdf_mode_pallets = /** @type {(inputs: Pdf_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palés`)
};

const en_xa2_pdf_mode_pallets = /** @type {(inputs: Pdf_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáļļéţš ·~]`)
};

/**
* | output |
* | --- |
* | "Pallets" |
*
* @param {Pdf_Mode_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_pallets = /** @type {((inputs?: Pdf_Mode_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_mode_pallets(inputs)
	if (locale === "en-XA") return en_xa2_pdf_mode_pallets(inputs)
	return en_pdf_mode_pallets(inputs)
});