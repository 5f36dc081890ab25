/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, event: NonNullable<unknown> }} Tracking_Free_Free_Days_FromInputs */

const en_tracking_free_free_days_from = /** @type {(inputs: Tracking_Free_Free_Days_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days}, from ${i?.event}`)
};

const es_tracking_free_free_days_from = /** @type {(inputs: Tracking_Free_Free_Days_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days}, desde ${i?.event}`)
};

const en_xa2_tracking_free_free_days_from = /** @type {(inputs: Tracking_Free_Free_Days_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days}, ƒŕóɱ ${i?.event} ·~]`)
};

/**
* | output |
* | --- |
* | "{days}, from {event}" |
*
* @param {Tracking_Free_Free_Days_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_free_days_from = /** @type {((inputs: Tracking_Free_Free_Days_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Free_Days_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_free_days_from(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_free_days_from(inputs)
	return en_tracking_free_free_days_from(inputs)
});