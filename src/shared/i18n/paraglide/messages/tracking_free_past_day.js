/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, sum: NonNullable<unknown> }} Tracking_Free_Past_DayInputs */

const en_tracking_free_past_day = /** @type {(inputs: Tracking_Free_Past_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`past the last free day (${i?.day}), ${i?.sum} so far`)
};

const es_tracking_free_past_day = /** @type {(inputs: Tracking_Free_Past_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pasado el último día libre (${i?.day}), ${i?.sum} hasta ahora`)
};

const en_xa2_tracking_free_past_day = /** @type {(inputs: Tracking_Free_Past_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[þášţ ţĥé ļášţ ƒŕéé ðáý (${i?.day}), ${i?.sum} šó ƒáŕ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "past the last free day ({day}), {sum} so far" |
*
* @param {Tracking_Free_Past_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_past_day = /** @type {((inputs: Tracking_Free_Past_DayInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Past_DayInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_past_day(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_past_day(inputs)
	return en_tracking_free_past_day(inputs)
});