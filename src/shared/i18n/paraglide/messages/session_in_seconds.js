/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Session_In_SecondsInputs */

const en_session_in_seconds = /** @type {(inputs: Session_In_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in ${i?.seconds} s`)
};

const es_session_in_seconds = /** @type {(inputs: Session_In_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ${i?.seconds} s`)
};

const en_xa2_session_in_seconds = /** @type {(inputs: Session_In_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íñ ${i?.seconds} š ·]`)
};

/**
* | output |
* | --- |
* | "in {seconds} s" |
*
* @param {Session_In_SecondsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_seconds = /** @type {((inputs: Session_In_SecondsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_In_SecondsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_in_seconds(inputs)
	if (locale === "en-XA") return en_xa2_session_in_seconds(inputs)
	return en_session_in_seconds(inputs)
});