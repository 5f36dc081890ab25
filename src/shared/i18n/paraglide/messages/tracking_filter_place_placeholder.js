/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Filter_Place_PlaceholderInputs */

const en_tracking_filter_place_placeholder = /** @type {(inputs: Tracking_Filter_Place_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City or postal code`)
};

const es_tracking_filter_place_placeholder = /** @type {(inputs: Tracking_Filter_Place_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad o código postal`)
};

const en_xa2_tracking_filter_place_placeholder = /** @type {(inputs: Tracking_Filter_Place_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý óŕ þóšţáļ çóðé ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "City or postal code" |
*
* @param {Tracking_Filter_Place_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_place_placeholder = /** @type {((inputs?: Tracking_Filter_Place_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filter_Place_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filter_place_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filter_place_placeholder(inputs)
	return en_tracking_filter_place_placeholder(inputs)
});