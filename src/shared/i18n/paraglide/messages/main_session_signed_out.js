/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Main_Session_Signed_OutInputs */

const en_main_session_signed_out = /** @type {(inputs: Main_Session_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You signed out of ${i?.name}. Sign in (top right) to load this.`)
};

const es_main_session_signed_out = /** @type {(inputs: Main_Session_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ha cerrado la sesión de ${i?.name}. Inicie sesión (arriba a la derecha) para cargar esto.`)
};

const en_xa2_main_session_signed_out = /** @type {(inputs: Main_Session_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú šíĝñéð óúţ óƒ ${i?.name}. Šíĝñ íñ (ţóþ ŕíĝĥţ) ţó ļóáð ţĥíš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "You signed out of {name}. Sign in (top right) to load this." |
*
* @param {Main_Session_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_session_signed_out = /** @type {((inputs: Main_Session_Signed_OutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Session_Signed_OutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_session_signed_out(inputs)
	if (locale === "en-XA") return en_xa2_main_session_signed_out(inputs)
	return en_main_session_signed_out(inputs)
});