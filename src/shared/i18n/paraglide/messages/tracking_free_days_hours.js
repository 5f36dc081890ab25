/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, hours: NonNullable<unknown> }} Tracking_Free_Days_HoursInputs */

const en_tracking_free_days_hours = /** @type {(inputs: Tracking_Free_Days_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} d ${i?.hours} h`)
};

const es_tracking_free_days_hours = /** @type {(inputs: Tracking_Free_Days_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} d ${i?.hours} h`)
};

const en_xa2_tracking_free_days_hours = /** @type {(inputs: Tracking_Free_Days_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} ð ${i?.hours} ĥ ·]`)
};

/**
* | output |
* | --- |
* | "{days} d {hours} h" |
*
* @param {Tracking_Free_Days_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days_hours = /** @type {((inputs: Tracking_Free_Days_HoursInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Days_HoursInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_days_hours(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_days_hours(inputs)
	return en_tracking_free_days_hours(inputs)
});