/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Signing_InInputs */

const en_session_signing_in = /** @type {(inputs: Session_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in…`)
};

const es_session_signing_in = /** @type {(inputs: Session_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando sesión…`)
};

const en_xa2_session_signing_in = /** @type {(inputs: Session_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ íñ… ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Session_Signing_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_signing_in = /** @type {((inputs?: Session_Signing_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Signing_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_signing_in(inputs)
	if (locale === "en-XA") return en_xa2_session_signing_in(inputs)
	return en_session_signing_in(inputs)
});