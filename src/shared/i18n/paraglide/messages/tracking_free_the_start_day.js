/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_The_Start_DayInputs */

const en_tracking_free_the_start_day = /** @type {(inputs: Tracking_Free_The_Start_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the start day`)
};

const es_tracking_free_the_start_day = /** @type {(inputs: Tracking_Free_The_Start_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el día de inicio`)
};

const en_xa2_tracking_free_the_start_day = /** @type {(inputs: Tracking_Free_The_Start_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šţáŕţ ðáý ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the start day" |
*
* @param {Tracking_Free_The_Start_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_start_day = /** @type {((inputs?: Tracking_Free_The_Start_DayInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_The_Start_DayInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_the_start_day(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_the_start_day(inputs)
	return en_tracking_free_the_start_day(inputs)
});