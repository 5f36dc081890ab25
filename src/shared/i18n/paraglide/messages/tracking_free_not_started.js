/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Not_StartedInputs */

const en_tracking_free_not_started = /** @type {(inputs: Tracking_Free_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not started`)
};

const es_tracking_free_not_started = /** @type {(inputs: Tracking_Free_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin empezar`)
};

const en_xa2_tracking_free_not_started = /** @type {(inputs: Tracking_Free_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šţáŕţéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Not started" |
*
* @param {Tracking_Free_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_started = /** @type {((inputs?: Tracking_Free_Not_StartedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Not_StartedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_not_started(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_not_started(inputs)
	return en_tracking_free_not_started(inputs)
});