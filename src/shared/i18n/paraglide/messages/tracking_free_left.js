/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown> }} Tracking_Free_LeftInputs */

const en_tracking_free_left = /** @type {(inputs: Tracking_Free_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.duration} left`)
};

const es_tracking_free_left = /** @type {(inputs: Tracking_Free_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`quedan ${i?.duration}`)
};

const en_xa2_tracking_free_left = /** @type {(inputs: Tracking_Free_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.duration} ļéƒţ ·]`)
};

/**
* | output |
* | --- |
* | "{duration} left" |
*
* @param {Tracking_Free_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_left = /** @type {((inputs: Tracking_Free_LeftInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_LeftInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_left(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_left(inputs)
	return en_tracking_free_left(inputs)
});