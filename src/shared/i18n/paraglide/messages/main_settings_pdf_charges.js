/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Settings_Pdf_ChargesInputs */

const en_main_settings_pdf_charges = /** @type {(inputs: Main_Settings_Pdf_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charges are printed by charge or as one line`)
};

const es_main_settings_pdf_charges = /** @type {(inputs: Main_Settings_Pdf_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cargos se imprimen por cargo o en una sola línea`)
};

const en_xa2_main_settings_pdf_charges = /** @type {(inputs: Main_Settings_Pdf_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝéš áŕé þŕíñţéð ƀý çĥáŕĝé óŕ áš óñé ļíñé ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Charges are printed by charge or as one line" |
*
* @param {Main_Settings_Pdf_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_pdf_charges = /** @type {((inputs?: Main_Settings_Pdf_ChargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Settings_Pdf_ChargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_settings_pdf_charges(inputs)
	if (locale === "en-XA") return en_xa2_main_settings_pdf_charges(inputs)
	return en_main_settings_pdf_charges(inputs)
});