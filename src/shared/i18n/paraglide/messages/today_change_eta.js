/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_EtaInputs */

const en_today_change_eta = /** @type {(inputs: Today_Change_EtaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ETA moved: ${i?.from} → ${i?.to}`)
};

const es_today_change_eta = /** @type {(inputs: Today_Change_EtaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ETA movida: ${i?.from} → ${i?.to}`)
};

const en_xa2_today_change_eta = /** @type {(inputs: Today_Change_EtaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ÉŢÁ ɱóṽéð: ${i?.from} → ${i?.to} ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "ETA moved: {from} → {to}" |
*
* @param {Today_Change_EtaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_eta = /** @type {((inputs: Today_Change_EtaInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Change_EtaInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_change_eta(inputs)
	if (locale === "en-XA") return en_xa2_today_change_eta(inputs)
	return en_today_change_eta(inputs)
});