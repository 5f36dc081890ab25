/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Never_AnsweredInputs */

const en_offline_never_answered = /** @type {(inputs: Offline_Never_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It has not answered since the desk started.`)
};

const es_offline_never_answered = /** @type {(inputs: Offline_Never_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ha respondido desde que se abrió el escritorio.`)
};

const en_xa2_offline_never_answered = /** @type {(inputs: Offline_Never_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ĥáš ñóţ áñšŵéŕéð šíñçé ţĥé ðéšķ šţáŕţéð. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "It has not answered since the desk started." |
*
* @param {Offline_Never_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_never_answered = /** @type {((inputs?: Offline_Never_AnsweredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Never_AnsweredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_never_answered(inputs)
	if (locale === "en-XA") return en_xa2_offline_never_answered(inputs)
	return en_offline_never_answered(inputs)
});