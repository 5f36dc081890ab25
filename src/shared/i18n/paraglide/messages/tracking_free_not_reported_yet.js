/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Not_Reported_YetInputs */

const en_tracking_free_not_reported_yet = /** @type {(inputs: Tracking_Free_Not_Reported_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not reported yet`)
};

const es_tracking_free_not_reported_yet = /** @type {(inputs: Tracking_Free_Not_Reported_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aún no informado`)
};

const en_xa2_tracking_free_not_reported_yet = /** @type {(inputs: Tracking_Free_Not_Reported_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ŕéþóŕţéð ýéţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "not reported yet" |
*
* @param {Tracking_Free_Not_Reported_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_reported_yet = /** @type {((inputs?: Tracking_Free_Not_Reported_YetInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Not_Reported_YetInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_not_reported_yet(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_not_reported_yet(inputs)
	return en_tracking_free_not_reported_yet(inputs)
});