/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Filters_ClearInputs */

const en_tracking_filters_clear = /** @type {(inputs: Tracking_Filters_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

const es_tracking_filters_clear = /** @type {(inputs: Tracking_Filters_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar filtros`)
};

const en_xa2_tracking_filters_clear = /** @type {(inputs: Tracking_Filters_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ƒíļţéŕš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Tracking_Filters_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_clear = /** @type {((inputs?: Tracking_Filters_ClearInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filters_ClearInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filters_clear(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filters_clear(inputs)
	return en_tracking_filters_clear(inputs)
});