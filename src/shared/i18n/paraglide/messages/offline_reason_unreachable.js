/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Reason_UnreachableInputs */

const en_offline_reason_unreachable = /** @type {(inputs: Offline_Reason_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service cannot be reached; what you typed is kept until it answers.`)
};

const es_offline_reason_unreachable = /** @type {(inputs: Offline_Reason_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede contactar con el servicio; lo que ha escrito se conserva hasta que responda.`)
};

const en_xa2_offline_reason_unreachable = /** @type {(inputs: Offline_Reason_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé çáññóţ ƀé ŕéáçĥéð; ŵĥáţ ýóú ţýþéð íš ķéþţ úñţíļ íţ áñšŵéŕš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The service cannot be reached; what you typed is kept until it answers." |
*
* @param {Offline_Reason_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_reason_unreachable = /** @type {((inputs?: Offline_Reason_UnreachableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Reason_UnreachableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_reason_unreachable(inputs)
	if (locale === "en-XA") return en_xa2_offline_reason_unreachable(inputs)
	return en_offline_reason_unreachable(inputs)
});