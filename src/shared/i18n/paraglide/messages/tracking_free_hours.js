/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Tracking_Free_HoursInputs */

const en_tracking_free_hours = /** @type {(inputs: Tracking_Free_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

const es_tracking_free_hours = /** @type {(inputs: Tracking_Free_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

const en_xa2_tracking_free_hours = /** @type {(inputs: Tracking_Free_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.hours} ĥ ]`)
};

/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Tracking_Free_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_hours = /** @type {((inputs: Tracking_Free_HoursInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_HoursInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_hours(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_hours(inputs)
	return en_tracking_free_hours(inputs)
});