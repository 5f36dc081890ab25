/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Sign_OutInputs */

const en_session_sign_out = /** @type {(inputs: Session_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

const es_session_sign_out = /** @type {(inputs: Session_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión`)
};

const en_xa2_session_sign_out = /** @type {(inputs: Session_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Session_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_out = /** @type {((inputs?: Session_Sign_OutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Sign_OutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_sign_out(inputs)
	if (locale === "en-XA") return en_xa2_session_sign_out(inputs)
	return en_session_sign_out(inputs)
});