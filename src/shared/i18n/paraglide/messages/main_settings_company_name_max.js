/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Settings_Company_Name_MaxInputs */

const en_main_settings_company_name_max = /** @type {(inputs: Main_Settings_Company_Name_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The company name must be at most 120 characters`)
};

const es_main_settings_company_name_max = /** @type {(inputs: Main_Settings_Company_Name_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre de la empresa debe tener como máximo 120 caracteres`)
};

const en_xa2_main_settings_company_name_max = /** @type {(inputs: Main_Settings_Company_Name_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóɱþáñý ñáɱé ɱúšţ ƀé áţ ɱóšţ 120 çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The company name must be at most 120 characters" |
*
* @param {Main_Settings_Company_Name_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_company_name_max = /** @type {((inputs?: Main_Settings_Company_Name_MaxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Settings_Company_Name_MaxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_settings_company_name_max(inputs)
	if (locale === "en-XA") return en_xa2_main_settings_company_name_max(inputs)
	return en_main_settings_company_name_max(inputs)
});