/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Api_SecretInputs */

const en_profile_form_api_secret = /** @type {(inputs: Profile_Form_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API secret`)
};

const es_profile_form_api_secret = /** @type {(inputs: Profile_Form_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secreto de la API`)
};

const en_xa2_profile_form_api_secret = /** @type {(inputs: Profile_Form_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ šéçŕéţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "API secret" |
*
* @param {Profile_Form_Api_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_api_secret = /** @type {((inputs?: Profile_Form_Api_SecretInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Api_SecretInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_api_secret(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_api_secret(inputs)
	return en_profile_form_api_secret(inputs)
});