/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Profile_Api_Secret_RequiredInputs */

const en_main_profile_api_secret_required = /** @type {(inputs: Main_Profile_Api_Secret_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API secret is required`)
};

const es_main_profile_api_secret_required = /** @type {(inputs: Main_Profile_Api_Secret_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El secreto de la API es obligatorio`)
};

const en_xa2_main_profile_api_secret_required = /** @type {(inputs: Main_Profile_Api_Secret_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ šéçŕéţ íš ŕéǫúíŕéð ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "API secret is required" |
*
* @param {Main_Profile_Api_Secret_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_api_secret_required = /** @type {((inputs?: Main_Profile_Api_Secret_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Profile_Api_Secret_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_profile_api_secret_required(inputs)
	if (locale === "en-XA") return en_xa2_main_profile_api_secret_required(inputs)
	return en_main_profile_api_secret_required(inputs)
});