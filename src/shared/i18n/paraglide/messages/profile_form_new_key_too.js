/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_New_Key_TooInputs */

const en_profile_form_new_key_too = /** @type {(inputs: Profile_Form_New_Key_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the new API key too, or leave both empty`)
};

const es_profile_form_new_key_too = /** @type {(inputs: Profile_Form_New_Key_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca también la nueva clave de la API, o deje ambos campos vacíos`)
};

const en_xa2_profile_form_new_key_too = /** @type {(inputs: Profile_Form_New_Key_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ñéŵ ÁÞÍ ķéý ţóó, óŕ ļéáṽé ƀóţĥ éɱþţý ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Enter the new API key too, or leave both empty" |
*
* @param {Profile_Form_New_Key_TooInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_key_too = /** @type {((inputs?: Profile_Form_New_Key_TooInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_New_Key_TooInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_new_key_too(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_new_key_too(inputs)
	return en_profile_form_new_key_too(inputs)
});