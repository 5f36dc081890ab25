/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Filter_AnyInputs */

const en_rating_filter_any = /** @type {(inputs: Rating_Filter_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

const es_rating_filter_any = /** @type {(inputs: Rating_Filter_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera`)
};

const en_xa2_rating_filter_any = /** @type {(inputs: Rating_Filter_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý ·]`)
};

/**
* | output |
* | --- |
* | "Any" |
*
* @param {Rating_Filter_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_any = /** @type {((inputs?: Rating_Filter_AnyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_AnyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_any(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_any(inputs)
	return en_rating_filter_any(inputs)
});