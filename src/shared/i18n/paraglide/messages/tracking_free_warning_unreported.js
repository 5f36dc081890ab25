/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Warning_UnreportedInputs */

const en_tracking_free_warning_unreported = /** @type {(inputs: Tracking_Free_Warning_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not reported`)
};

const es_tracking_free_warning_unreported = /** @type {(inputs: Tracking_Free_Warning_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No informado`)
};

const en_xa2_tracking_free_warning_unreported = /** @type {(inputs: Tracking_Free_Warning_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ŕéþóŕţéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Not reported" |
*
* @param {Tracking_Free_Warning_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_warning_unreported = /** @type {((inputs?: Tracking_Free_Warning_UnreportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Warning_UnreportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_warning_unreported(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_warning_unreported(inputs)
	return en_tracking_free_warning_unreported(inputs)
});