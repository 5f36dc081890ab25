/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Sign_In_FailedInputs */

const en_session_sign_in_failed = /** @type {(inputs: Session_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in failed`)
};

const es_session_sign_in_failed = /** @type {(inputs: Session_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falló el inicio de sesión`)
};

const en_xa2_session_sign_in_failed = /** @type {(inputs: Session_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñ ƒáíļéð ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Sign-in failed" |
*
* @param {Session_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_in_failed = /** @type {((inputs?: Session_Sign_In_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Sign_In_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_sign_in_failed(inputs)
	if (locale === "en-XA") return en_xa2_session_sign_in_failed(inputs)
	return en_session_sign_in_failed(inputs)
});