/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Filters_ApplyInputs */

const en_tracking_filters_apply = /** @type {(inputs: Tracking_Filters_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply filters`)
};

const es_tracking_filters_apply = /** @type {(inputs: Tracking_Filters_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar filtros`)
};

const en_xa2_tracking_filters_apply = /** @type {(inputs: Tracking_Filters_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļý ƒíļţéŕš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Apply filters" |
*
* @param {Tracking_Filters_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_apply = /** @type {((inputs?: Tracking_Filters_ApplyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filters_ApplyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filters_apply(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filters_apply(inputs)
	return en_tracking_filters_apply(inputs)
});