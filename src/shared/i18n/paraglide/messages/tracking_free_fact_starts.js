/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Tracking_Free_Fact_StartsInputs */

const en_tracking_free_fact_starts = /** @type {(inputs: Tracking_Free_Fact_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts at ${i?.event}`)
};

const es_tracking_free_fact_starts = /** @type {(inputs: Tracking_Free_Fact_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empieza con ${i?.event}`)
};

const en_xa2_tracking_free_fact_starts = /** @type {(inputs: Tracking_Free_Fact_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţáŕţš áţ ${i?.event} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Starts at {event}" |
*
* @param {Tracking_Free_Fact_StartsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_starts = /** @type {((inputs: Tracking_Free_Fact_StartsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Fact_StartsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_fact_starts(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_fact_starts(inputs)
	return en_tracking_free_fact_starts(inputs)
});