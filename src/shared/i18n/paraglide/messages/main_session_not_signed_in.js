/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Session_Not_Signed_InInputs */

const en_main_session_not_signed_in = /** @type {(inputs: Main_Session_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not signed in.`)
};

const es_main_session_not_signed_in = /** @type {(inputs: Main_Session_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ha iniciado sesión.`)
};

const en_xa2_main_session_not_signed_in = /** @type {(inputs: Main_Session_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šíĝñéð íñ. ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Not signed in." |
*
* @param {Main_Session_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_session_not_signed_in = /** @type {((inputs?: Main_Session_Not_Signed_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Session_Not_Signed_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_session_not_signed_in(inputs)
	if (locale === "en-XA") return en_xa2_main_session_not_signed_in(inputs)
	return en_main_session_not_signed_in(inputs)
});