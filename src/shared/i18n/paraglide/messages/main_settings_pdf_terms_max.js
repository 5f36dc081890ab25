/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Settings_Pdf_Terms_MaxInputs */

const en_main_settings_pdf_terms_max = /** @type {(inputs: Main_Settings_Pdf_Terms_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The terms must be at most 240 characters`)
};

const es_main_settings_pdf_terms_max = /** @type {(inputs: Main_Settings_Pdf_Terms_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las condiciones deben tener como máximo 240 caracteres`)
};

const en_xa2_main_settings_pdf_terms_max = /** @type {(inputs: Main_Settings_Pdf_Terms_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţéŕɱš ɱúšţ ƀé áţ ɱóšţ 240 çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The terms must be at most 240 characters" |
*
* @param {Main_Settings_Pdf_Terms_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_pdf_terms_max = /** @type {((inputs?: Main_Settings_Pdf_Terms_MaxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Settings_Pdf_Terms_MaxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_settings_pdf_terms_max(inputs)
	if (locale === "en-XA") return en_xa2_main_settings_pdf_terms_max(inputs)
	return en_main_settings_pdf_terms_max(inputs)
});