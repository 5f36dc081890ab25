/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Filter_Min_Above_MaxInputs */

const en_rating_filter_min_above_max = /** @type {(inputs: Rating_Filter_Min_Above_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The minimum is above the maximum`)
};

const es_rating_filter_min_above_max = /** @type {(inputs: Rating_Filter_Min_Above_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mínimo es mayor que el máximo`)
};

const en_xa2_rating_filter_min_above_max = /** @type {(inputs: Rating_Filter_Min_Above_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱíñíɱúɱ íš áƀóṽé ţĥé ɱáẋíɱúɱ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The minimum is above the maximum" |
*
* @param {Rating_Filter_Min_Above_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_min_above_max = /** @type {((inputs?: Rating_Filter_Min_Above_MaxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Min_Above_MaxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_min_above_max(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_min_above_max(inputs)
	return en_rating_filter_min_above_max(inputs)
});