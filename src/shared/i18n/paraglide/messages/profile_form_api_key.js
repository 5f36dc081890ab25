/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Api_KeyInputs */

const en_profile_form_api_key = /** @type {(inputs: Profile_Form_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

const es_profile_form_api_key = /** @type {(inputs: Profile_Form_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave de la API`)
};

const en_xa2_profile_form_api_key = /** @type {(inputs: Profile_Form_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ·~]`)
};

/**
* | output |
* | --- |
* | "API key" |
*
* @param {Profile_Form_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_api_key = /** @type {((inputs?: Profile_Form_Api_KeyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Api_KeyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_api_key(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_api_key(inputs)
	return en_profile_form_api_key(inputs)
});