/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} Tracking_Filter_Code_PlaceholderInputs */

const en_tracking_filter_code_placeholder = /** @type {(inputs: Tracking_Filter_Code_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`e.g. ${i?.example}`)
};

const es_tracking_filter_code_placeholder = /** @type {(inputs: Tracking_Filter_Code_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`p. ej. ${i?.example}`)
};

const en_xa2_tracking_filter_code_placeholder = /** @type {(inputs: Tracking_Filter_Code_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[é.ĝ. ${i?.example} ·]`)
};

/**
* | output |
* | --- |
* | "e.g. {example}" |
*
* @param {Tracking_Filter_Code_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_code_placeholder = /** @type {((inputs: Tracking_Filter_Code_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filter_Code_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filter_code_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filter_code_placeholder(inputs)
	return en_tracking_filter_code_placeholder(inputs)
});