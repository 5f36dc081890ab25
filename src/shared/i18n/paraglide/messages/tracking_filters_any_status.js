/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Filters_Any_StatusInputs */

const en_tracking_filters_any_status = /** @type {(inputs: Tracking_Filters_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any status`)
};

const es_tracking_filters_any_status = /** @type {(inputs: Tracking_Filters_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier estado`)
};

const en_xa2_tracking_filters_any_status = /** @type {(inputs: Tracking_Filters_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý šţáţúš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Any status" |
*
* @param {Tracking_Filters_Any_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_any_status = /** @type {((inputs?: Tracking_Filters_Any_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filters_Any_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filters_any_status(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filters_any_status(inputs)
	return en_tracking_filters_any_status(inputs)
});