/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_Charged_TotalInputs */

const en_tracking_free_charged_total = /** @type {(inputs: Tracking_Free_Charged_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Charged so far: ${i?.sum}`)
};

const es_tracking_free_charged_total = /** @type {(inputs: Tracking_Free_Charged_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cobrado hasta ahora: ${i?.sum}`)
};

const en_xa2_tracking_free_charged_total = /** @type {(inputs: Tracking_Free_Charged_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝéð šó ƒáŕ: ${i?.sum} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Charged so far: {sum}" |
*
* @param {Tracking_Free_Charged_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charged_total = /** @type {((inputs: Tracking_Free_Charged_TotalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Charged_TotalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_charged_total(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_charged_total(inputs)
	return en_tracking_free_charged_total(inputs)
});