/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Not_YetInputs */

const en_tracking_free_not_yet = /** @type {(inputs: Tracking_Free_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet`)
};

const es_tracking_free_not_yet = /** @type {(inputs: Tracking_Free_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todavía no`)
};

const en_xa2_tracking_free_not_yet = /** @type {(inputs: Tracking_Free_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ýéţ ·~]`)
};

/**
* | output |
* | --- |
* | "not yet" |
*
* @param {Tracking_Free_Not_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet = /** @type {((inputs?: Tracking_Free_Not_YetInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Not_YetInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_not_yet(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_not_yet(inputs)
	return en_tracking_free_not_yet(inputs)
});