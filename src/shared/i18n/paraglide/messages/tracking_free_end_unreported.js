/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_End_UnreportedInputs */

const en_tracking_free_end_unreported = /** @type {(inputs: Tracking_Free_End_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End not reported`)
};

const es_tracking_free_end_unreported = /** @type {(inputs: Tracking_Free_End_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin no informado`)
};

const en_xa2_tracking_free_end_unreported = /** @type {(inputs: Tracking_Free_End_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñð ñóţ ŕéþóŕţéð ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "End not reported" |
*
* @param {Tracking_Free_End_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_end_unreported = /** @type {((inputs?: Tracking_Free_End_UnreportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_End_UnreportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_end_unreported(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_end_unreported(inputs)
	return en_tracking_free_end_unreported(inputs)
});