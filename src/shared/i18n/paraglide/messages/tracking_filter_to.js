/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Filter_ToInputs */

const en_tracking_filter_to = /** @type {(inputs: Tracking_Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End date`)
};

const es_tracking_filter_to = /** @type {(inputs: Tracking_Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de fin`)
};

const en_xa2_tracking_filter_to = /** @type {(inputs: Tracking_Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñð ðáţé ·~ ]`)
};

/**
* | output |
* | --- |
* | "End date" |
*
* @param {Tracking_Filter_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_to = /** @type {((inputs?: Tracking_Filter_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filter_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filter_to(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filter_to(inputs)
	return en_tracking_filter_to(inputs)
});