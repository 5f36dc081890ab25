/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Offline_Reason_Signed_OutInputs */

const en_offline_reason_signed_out = /** @type {(inputs: Offline_Reason_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You signed out of ${i?.name}: sign in (top right) to do this; what you typed is kept.`)
};

const es_offline_reason_signed_out = /** @type {(inputs: Offline_Reason_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ha cerrado la sesión de ${i?.name}: inicie sesión (arriba a la derecha) para hacer esto; lo que ha escrito se conserva.`)
};

const en_xa2_offline_reason_signed_out = /** @type {(inputs: Offline_Reason_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú šíĝñéð óúţ óƒ ${i?.name}: šíĝñ íñ (ţóþ ŕíĝĥţ) ţó ðó ţĥíš; ŵĥáţ ýóú ţýþéð íš ķéþţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "You signed out of {name}: sign in (top right) to do this; what you typed is kept." |
*
* @param {Offline_Reason_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_reason_signed_out = /** @type {((inputs: Offline_Reason_Signed_OutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Reason_Signed_OutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_reason_signed_out(inputs)
	if (locale === "en-XA") return en_xa2_offline_reason_signed_out(inputs)
	return en_offline_reason_signed_out(inputs)
});