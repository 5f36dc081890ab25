/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Profile_Name_Taken_FieldInputs */

const en_main_profile_name_taken_field = /** @type {(inputs: Main_Profile_Name_Taken_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A profile with this name already exists`)
};

const es_main_profile_name_taken_field = /** @type {(inputs: Main_Profile_Name_Taken_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya existe un perfil con este nombre`)
};

const en_xa2_main_profile_name_taken_field = /** @type {(inputs: Main_Profile_Name_Taken_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þŕóƒíļé ŵíţĥ ţĥíš ñáɱé áļŕéáðý éẋíšţš ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A profile with this name already exists" |
*
* @param {Main_Profile_Name_Taken_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_name_taken_field = /** @type {((inputs?: Main_Profile_Name_Taken_FieldInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Profile_Name_Taken_FieldInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_profile_name_taken_field(inputs)
	if (locale === "en-XA") return en_xa2_main_profile_name_taken_field(inputs)
	return en_main_profile_name_taken_field(inputs)
});