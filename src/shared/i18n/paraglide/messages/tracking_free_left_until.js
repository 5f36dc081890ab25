/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown>, day: NonNullable<unknown> }} Tracking_Free_Left_UntilInputs */

const en_tracking_free_left_until = /** @type {(inputs: Tracking_Free_Left_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.duration} left, last free day ${i?.day}`)
};

const es_tracking_free_left_until = /** @type {(inputs: Tracking_Free_Left_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`quedan ${i?.duration}, último día libre ${i?.day}`)
};

const en_xa2_tracking_free_left_until = /** @type {(inputs: Tracking_Free_Left_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.duration} ļéƒţ, ļášţ ƒŕéé ðáý ${i?.day} ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{duration} left, last free day {day}" |
*
* @param {Tracking_Free_Left_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_left_until = /** @type {((inputs: Tracking_Free_Left_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Left_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_left_until(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_left_until(inputs)
	return en_tracking_free_left_until(inputs)
});