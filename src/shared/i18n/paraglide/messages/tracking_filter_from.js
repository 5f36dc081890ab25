/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Filter_FromInputs */

const en_tracking_filter_from = /** @type {(inputs: Tracking_Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start date`)
};

const es_tracking_filter_from = /** @type {(inputs: Tracking_Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de inicio`)
};

const en_xa2_tracking_filter_from = /** @type {(inputs: Tracking_Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţ ðáţé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Start date" |
*
* @param {Tracking_Filter_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_from = /** @type {((inputs?: Tracking_Filter_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filter_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filter_from(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filter_from(inputs)
	return en_tracking_filter_from(inputs)
});