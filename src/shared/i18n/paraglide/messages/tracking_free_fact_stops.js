/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Tracking_Free_Fact_StopsInputs */

const en_tracking_free_fact_stops = /** @type {(inputs: Tracking_Free_Fact_StopsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stops at ${i?.event}`)
};

const es_tracking_free_fact_stops = /** @type {(inputs: Tracking_Free_Fact_StopsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se detiene con ${i?.event}`)
};

const en_xa2_tracking_free_fact_stops = /** @type {(inputs: Tracking_Free_Fact_StopsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţóþš áţ ${i?.event} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Stops at {event}" |
*
* @param {Tracking_Free_Fact_StopsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_stops = /** @type {((inputs: Tracking_Free_Fact_StopsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Fact_StopsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_fact_stops(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_fact_stops(inputs)
	return en_tracking_free_fact_stops(inputs)
});