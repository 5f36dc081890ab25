/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Under_HourInputs */

const en_tracking_free_under_hour = /** @type {(inputs: Tracking_Free_Under_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`under 1 h`)
};

const es_tracking_free_under_hour = /** @type {(inputs: Tracking_Free_Under_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`menos de 1 h`)
};

const en_xa2_tracking_free_under_hour = /** @type {(inputs: Tracking_Free_Under_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úñðéŕ 1 ĥ ·~ ]`)
};

/**
* | output |
* | --- |
* | "under 1 h" |
*
* @param {Tracking_Free_Under_HourInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_under_hour = /** @type {((inputs?: Tracking_Free_Under_HourInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Under_HourInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_under_hour(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_under_hour(inputs)
	return en_tracking_free_under_hour(inputs)
});