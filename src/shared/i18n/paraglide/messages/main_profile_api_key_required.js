/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Profile_Api_Key_RequiredInputs */

const en_main_profile_api_key_required = /** @type {(inputs: Main_Profile_Api_Key_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key is required`)
};

const es_main_profile_api_key_required = /** @type {(inputs: Main_Profile_Api_Key_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clave de la API es obligatoria`)
};

const en_xa2_main_profile_api_key_required = /** @type {(inputs: Main_Profile_Api_Key_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý íš ŕéǫúíŕéð ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "API key is required" |
*
* @param {Main_Profile_Api_Key_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_api_key_required = /** @type {((inputs?: Main_Profile_Api_Key_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Profile_Api_Key_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_profile_api_key_required(inputs)
	if (locale === "en-XA") return en_xa2_main_profile_api_key_required(inputs)
	return en_main_profile_api_key_required(inputs)
});