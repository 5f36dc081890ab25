/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, span: NonNullable<unknown> }} Tracking_Free_Days_Charged_StoppedInputs */

const en_tracking_free_days_charged_stopped = /** @type {(inputs: Tracking_Free_Days_Charged_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} (${i?.span})`)
};

const es_tracking_free_days_charged_stopped = /** @type {(inputs: Tracking_Free_Days_Charged_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} (${i?.span})`)
};

const en_xa2_tracking_free_days_charged_stopped = /** @type {(inputs: Tracking_Free_Days_Charged_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} (${i?.span}) ·]`)
};

/**
* | output |
* | --- |
* | "{days} ({span})" |
*
* @param {Tracking_Free_Days_Charged_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days_charged_stopped = /** @type {((inputs: Tracking_Free_Days_Charged_StoppedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Days_Charged_StoppedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_days_charged_stopped(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_days_charged_stopped(inputs)
	return en_tracking_free_days_charged_stopped(inputs)
});