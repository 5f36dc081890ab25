/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Session_In_MinutesInputs */

const en_session_in_minutes = /** @type {(inputs: Session_In_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in ${i?.minutes} min`)
};

const es_session_in_minutes = /** @type {(inputs: Session_In_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ${i?.minutes} min`)
};

const en_xa2_session_in_minutes = /** @type {(inputs: Session_In_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íñ ${i?.minutes} ɱíñ ·~]`)
};

/**
* | output |
* | --- |
* | "in {minutes} min" |
*
* @param {Session_In_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_minutes = /** @type {((inputs: Session_In_MinutesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_In_MinutesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_in_minutes(inputs)
	if (locale === "en-XA") return en_xa2_session_in_minutes(inputs)
	return en_session_in_minutes(inputs)
});