/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Sign_In_RefusedInputs */

const en_main_sign_in_refused = /** @type {(inputs: Main_Sign_In_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The freight service refused the API key or secret. Check them in the profile settings and sign in again.`)
};

const es_main_sign_in_refused = /** @type {(inputs: Main_Sign_In_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó la clave o el secreto de la API. Revíselos en los ajustes del perfil y vuelva a iniciar sesión.`)
};

const en_xa2_main_sign_in_refused = /** @type {(inputs: Main_Sign_In_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéƒúšéð ţĥé ÁÞÍ ķéý óŕ šéçŕéţ. Çĥéçķ ţĥéɱ íñ ţĥé þŕóƒíļé šéţţíñĝš áñð šíĝñ íñ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The freight service refused the API key or secret. Check them in the profile settings and sign in again." |
*
* @param {Main_Sign_In_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sign_in_refused = /** @type {((inputs?: Main_Sign_In_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Sign_In_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_sign_in_refused(inputs)
	if (locale === "en-XA") return en_xa2_main_sign_in_refused(inputs)
	return en_main_sign_in_refused(inputs)
});