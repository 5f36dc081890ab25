/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Sign_In_No_CredentialsInputs */

const en_main_sign_in_no_credentials = /** @type {(inputs: Main_Sign_In_No_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This profile has no API key or secret. Enter them in the profile settings and sign in again.`)
};

const es_main_sign_in_no_credentials = /** @type {(inputs: Main_Sign_In_No_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este perfil no tiene clave ni secreto de la API. Introdúzcalos en los ajustes del perfil y vuelva a iniciar sesión.`)
};

const en_xa2_main_sign_in_no_credentials = /** @type {(inputs: Main_Sign_In_No_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þŕóƒíļé ĥáš ñó ÁÞÍ ķéý óŕ šéçŕéţ. Éñţéŕ ţĥéɱ íñ ţĥé þŕóƒíļé šéţţíñĝš áñð šíĝñ íñ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "This profile has no API key or secret. Enter them in the profile settings and sign in again." |
*
* @param {Main_Sign_In_No_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sign_in_no_credentials = /** @type {((inputs?: Main_Sign_In_No_CredentialsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Sign_In_No_CredentialsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_sign_in_no_credentials(inputs)
	if (locale === "en-XA") return en_xa2_main_sign_in_no_credentials(inputs)
	return en_main_sign_in_no_credentials(inputs)
});