/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Filter_Max_TransitInputs */

const en_rating_filter_max_transit = /** @type {(inputs: Rating_Filter_Max_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Max. transit (days)`)
};

const es_rating_filter_max_transit = /** @type {(inputs: Rating_Filter_Max_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tránsito máx. (días)`)
};

const en_xa2_rating_filter_max_transit = /** @type {(inputs: Rating_Filter_Max_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáẋ. ţŕáñšíţ (ðáýš) ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Max. transit (days)" |
*
* @param {Rating_Filter_Max_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_max_transit = /** @type {((inputs?: Rating_Filter_Max_TransitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Max_TransitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_max_transit(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_max_transit(inputs)
	return en_rating_filter_max_transit(inputs)
});