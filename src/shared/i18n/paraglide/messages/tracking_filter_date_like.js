/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} Tracking_Filter_Date_LikeInputs */

const en_tracking_filter_date_like = /** @type {(inputs: Tracking_Filter_Date_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use a date like ${i?.example}`)
};

const es_tracking_filter_date_like = /** @type {(inputs: Tracking_Filter_Date_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use una fecha como ${i?.example}`)
};

const en_xa2_tracking_filter_date_like = /** @type {(inputs: Tracking_Filter_Date_LikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úšé á ðáţé ļíķé ${i?.example} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Use a date like {example}" |
*
* @param {Tracking_Filter_Date_LikeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_date_like = /** @type {((inputs: Tracking_Filter_Date_LikeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filter_Date_LikeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filter_date_like(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filter_date_like(inputs)
	return en_tracking_filter_date_like(inputs)
});