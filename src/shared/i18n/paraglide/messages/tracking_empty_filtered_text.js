/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Empty_Filtered_TextInputs */

const en_tracking_empty_filtered_text = /** @type {(inputs: Tracking_Empty_Filtered_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widen the dates or clear a filter.`)
};

const es_tracking_empty_filtered_text = /** @type {(inputs: Tracking_Empty_Filtered_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amplíe las fechas o quite un filtro.`)
};

const en_xa2_tracking_empty_filtered_text = /** @type {(inputs: Tracking_Empty_Filtered_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíðéñ ţĥé ðáţéš óŕ çļéáŕ á ƒíļţéŕ. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Widen the dates or clear a filter." |
*
* @param {Tracking_Empty_Filtered_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_filtered_text = /** @type {((inputs?: Tracking_Empty_Filtered_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Empty_Filtered_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_empty_filtered_text(inputs)
	if (locale === "en-XA") return en_xa2_tracking_empty_filtered_text(inputs)
	return en_tracking_empty_filtered_text(inputs)
});