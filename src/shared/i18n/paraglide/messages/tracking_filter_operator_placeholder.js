/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Filter_Operator_PlaceholderInputs */

const en_tracking_filter_operator_placeholder = /** @type {(inputs: Tracking_Filter_Operator_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier or agency`)
};

const es_tracking_filter_operator_placeholder = /** @type {(inputs: Tracking_Filter_Operator_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista o agencia`)
};

const en_xa2_tracking_filter_operator_placeholder = /** @type {(inputs: Tracking_Filter_Operator_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ óŕ áĝéñçý ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Carrier or agency" |
*
* @param {Tracking_Filter_Operator_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_operator_placeholder = /** @type {((inputs?: Tracking_Filter_Operator_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filter_Operator_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filter_operator_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filter_operator_placeholder(inputs)
	return en_tracking_filter_operator_placeholder(inputs)
});