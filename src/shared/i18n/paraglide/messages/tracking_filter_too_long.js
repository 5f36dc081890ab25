/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, max: NonNullable<unknown> }} Tracking_Filter_Too_LongInputs */

const en_tracking_filter_too_long = /** @type {(inputs: Tracking_Filter_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is at most ${i?.max} characters`)
};

const es_tracking_filter_too_long = /** @type {(inputs: Tracking_Filter_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: como máximo ${i?.max} caracteres`)
};

const en_xa2_tracking_filter_too_long = /** @type {(inputs: Tracking_Filter_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{field} is at most {max} characters" |
*
* @param {Tracking_Filter_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_too_long = /** @type {((inputs: Tracking_Filter_Too_LongInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filter_Too_LongInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filter_too_long(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filter_too_long(inputs)
	return en_tracking_filter_too_long(inputs)
});