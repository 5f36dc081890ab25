/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Filter_ClearInputs */

const en_rating_filter_clear = /** @type {(inputs: Rating_Filter_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

const es_rating_filter_clear = /** @type {(inputs: Rating_Filter_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar filtros`)
};

const en_xa2_rating_filter_clear = /** @type {(inputs: Rating_Filter_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ƒíļţéŕš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Rating_Filter_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_clear = /** @type {((inputs?: Rating_Filter_ClearInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_ClearInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_clear(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_clear(inputs)
	return en_rating_filter_clear(inputs)
});