/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Past_DueInputs */

const en_tracking_free_past_due = /** @type {(inputs: Tracking_Free_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past due`)
};

const es_tracking_free_past_due = /** @type {(inputs: Tracking_Free_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencido`)
};

const en_xa2_tracking_free_past_due = /** @type {(inputs: Tracking_Free_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţ ðúé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Past due" |
*
* @param {Tracking_Free_Past_DueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_past_due = /** @type {((inputs?: Tracking_Free_Past_DueInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Past_DueInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_past_due(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_past_due(inputs)
	return en_tracking_free_past_due(inputs)
});