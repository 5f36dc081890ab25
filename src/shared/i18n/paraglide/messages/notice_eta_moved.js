/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Eta_MovedInputs */

const en_notice_eta_moved = /** @type {(inputs: Notice_Eta_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ETA moved: ${i?.from} → ${i?.to}`)
};

const es_notice_eta_moved = /** @type {(inputs: Notice_Eta_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ETA modificada: ${i?.from} → ${i?.to}`)
};

const en_xa2_notice_eta_moved = /** @type {(inputs: Notice_Eta_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ÉŢÁ ɱóṽéð: ${i?.from} → ${i?.to} ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "ETA moved: {from} → {to}" |
*
* @param {Notice_Eta_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_eta_moved = /** @type {((inputs: Notice_Eta_MovedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Eta_MovedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_eta_moved(inputs)
	if (locale === "en-XA") return en_xa2_notice_eta_moved(inputs)
	return en_notice_eta_moved(inputs)
});