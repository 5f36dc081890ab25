/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Profile_New_Needs_KeyInputs */

const en_main_profile_new_needs_key = /** @type {(inputs: Main_Profile_New_Needs_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new profile needs an API key and secret.`)
};

const es_main_profile_new_needs_key = /** @type {(inputs: Main_Profile_New_Needs_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un perfil nuevo necesita una clave y un secreto de la API.`)
};

const en_xa2_main_profile_new_needs_key = /** @type {(inputs: Main_Profile_New_Needs_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ñéŵ þŕóƒíļé ñééðš áñ ÁÞÍ ķéý áñð šéçŕéţ. ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A new profile needs an API key and secret." |
*
* @param {Main_Profile_New_Needs_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_new_needs_key = /** @type {((inputs?: Main_Profile_New_Needs_KeyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Profile_New_Needs_KeyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_profile_new_needs_key(inputs)
	if (locale === "en-XA") return en_xa2_main_profile_new_needs_key(inputs)
	return en_main_profile_new_needs_key(inputs)
});