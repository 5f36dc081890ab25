/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Profile_Key_And_Secret_FieldInputs */

const en_main_profile_key_and_secret_field = /** @type {(inputs: Main_Profile_Key_And_Secret_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter both the API key and the API secret`)
};

const es_main_profile_key_and_secret_field = /** @type {(inputs: Main_Profile_Key_And_Secret_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca tanto la clave como el secreto de la API`)
};

const en_xa2_main_profile_key_and_secret_field = /** @type {(inputs: Main_Profile_Key_And_Secret_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ƀóţĥ ţĥé ÁÞÍ ķéý áñð ţĥé ÁÞÍ šéçŕéţ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Enter both the API key and the API secret" |
*
* @param {Main_Profile_Key_And_Secret_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_key_and_secret_field = /** @type {((inputs?: Main_Profile_Key_And_Secret_FieldInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Profile_Key_And_Secret_FieldInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_profile_key_and_secret_field(inputs)
	if (locale === "en-XA") return en_xa2_main_profile_key_and_secret_field(inputs)
	return en_main_profile_key_and_secret_field(inputs)
});