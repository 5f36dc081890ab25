/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_StatusInputs */

const en_today_change_status = /** @type {(inputs: Today_Change_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.from} → ${i?.to}`)
};

const es_today_change_status = /** @type {(inputs: Today_Change_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estado: ${i?.from} → ${i?.to}`)
};

const en_xa2_today_change_status = /** @type {(inputs: Today_Change_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţáţúš: ${i?.from} → ${i?.to} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Status: {from} → {to}" |
*
* @param {Today_Change_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_status = /** @type {((inputs: Today_Change_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Change_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_change_status(inputs)
	if (locale === "en-XA") return en_xa2_today_change_status(inputs)
	return en_today_change_status(inputs)
});