/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Not_Yet_ReleasedInputs */

const en_tracking_free_not_yet_released = /** @type {(inputs: Tracking_Free_Not_Yet_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet released`)
};

const es_tracking_free_not_yet_released = /** @type {(inputs: Tracking_Free_Not_Yet_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aún sin retirar`)
};

const en_xa2_tracking_free_not_yet_released = /** @type {(inputs: Tracking_Free_Not_Yet_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ýéţ ŕéļéášéð ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "not yet released" |
*
* @param {Tracking_Free_Not_Yet_ReleasedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet_released = /** @type {((inputs?: Tracking_Free_Not_Yet_ReleasedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Not_Yet_ReleasedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_not_yet_released(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_not_yet_released(inputs)
	return en_tracking_free_not_yet_released(inputs)
});