/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_PastInputs */

const en_tracking_free_past = /** @type {(inputs: Tracking_Free_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`past the last free day, ${i?.sum} so far`)
};

const es_tracking_free_past = /** @type {(inputs: Tracking_Free_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pasado el último día libre, ${i?.sum} hasta ahora`)
};

const en_xa2_tracking_free_past = /** @type {(inputs: Tracking_Free_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[þášţ ţĥé ļášţ ƒŕéé ðáý, ${i?.sum} šó ƒáŕ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "past the last free day, {sum} so far" |
*
* @param {Tracking_Free_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_past = /** @type {((inputs: Tracking_Free_PastInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_PastInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_past(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_past(inputs)
	return en_tracking_free_past(inputs)
});