/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Filter_OperatorInputs */

const en_tracking_filter_operator = /** @type {(inputs: Tracking_Filter_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport operator`)
};

const es_tracking_filter_operator = /** @type {(inputs: Tracking_Filter_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Operador de transporte`)
};

const en_xa2_tracking_filter_operator = /** @type {(inputs: Tracking_Filter_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšþóŕţ óþéŕáţóŕ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Transport operator" |
*
* @param {Tracking_Filter_OperatorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_operator = /** @type {((inputs?: Tracking_Filter_OperatorInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filter_OperatorInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filter_operator(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filter_operator(inputs)
	return en_tracking_filter_operator(inputs)
});