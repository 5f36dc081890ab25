/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Not_ReportedInputs */

const en_tracking_free_not_reported = /** @type {(inputs: Tracking_Free_Not_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not reported`)
};

const es_tracking_free_not_reported = /** @type {(inputs: Tracking_Free_Not_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no informado`)
};

const en_xa2_tracking_free_not_reported = /** @type {(inputs: Tracking_Free_Not_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ŕéþóŕţéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "not reported" |
*
* @param {Tracking_Free_Not_ReportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_reported = /** @type {((inputs?: Tracking_Free_Not_ReportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Not_ReportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_not_reported(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_not_reported(inputs)
	return en_tracking_free_not_reported(inputs)
});