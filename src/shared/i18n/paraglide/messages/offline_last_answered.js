/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Offline_Last_AnsweredInputs */

const en_offline_last_answered = /** @type {(inputs: Offline_Last_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It last answered ${i?.when}.`)
};

const es_offline_last_answered = /** @type {(inputs: Offline_Last_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respondió por última vez ${i?.when}.`)
};

const en_xa2_offline_last_answered = /** @type {(inputs: Offline_Last_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ ļášţ áñšŵéŕéð ${i?.when}. ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "It last answered {when}." |
*
* @param {Offline_Last_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_last_answered = /** @type {((inputs: Offline_Last_AnsweredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Last_AnsweredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_last_answered(inputs)
	if (locale === "en-XA") return en_xa2_offline_last_answered(inputs)
	return en_offline_last_answered(inputs)
});