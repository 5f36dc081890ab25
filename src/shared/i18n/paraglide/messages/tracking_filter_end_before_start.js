/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Filter_End_Before_StartInputs */

const en_tracking_filter_end_before_start = /** @type {(inputs: Tracking_Filter_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end date is before the start date`)
};

const es_tracking_filter_end_before_start = /** @type {(inputs: Tracking_Filter_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de fin es anterior a la de inicio`)
};

const en_xa2_tracking_filter_end_before_start = /** @type {(inputs: Tracking_Filter_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éñð ðáţé íš ƀéƒóŕé ţĥé šţáŕţ ðáţé ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The end date is before the start date" |
*
* @param {Tracking_Filter_End_Before_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_end_before_start = /** @type {((inputs?: Tracking_Filter_End_Before_StartInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filter_End_Before_StartInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filter_end_before_start(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filter_end_before_start(inputs)
	return en_tracking_filter_end_before_start(inputs)
});