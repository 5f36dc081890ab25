/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Offline_Reason_ErrorInputs */

const en_offline_reason_error = /** @type {(inputs: Offline_Reason_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signing in to ${i?.name} failed; what you typed is kept until it works.`)
};

const es_offline_reason_error = /** @type {(inputs: Offline_Reason_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falló el inicio de sesión en ${i?.name}; lo que ha escrito se conserva hasta que funcione.`)
};

const en_xa2_offline_reason_error = /** @type {(inputs: Offline_Reason_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ íñ ţó ${i?.name} ƒáíļéð; ŵĥáţ ýóú ţýþéð íš ķéþţ úñţíļ íţ ŵóŕķš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Signing in to {name} failed; what you typed is kept until it works." |
*
* @param {Offline_Reason_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_reason_error = /** @type {((inputs: Offline_Reason_ErrorInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Reason_ErrorInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_reason_error(inputs)
	if (locale === "en-XA") return en_xa2_offline_reason_error(inputs)
	return en_offline_reason_error(inputs)
});