/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Filter_BasisInputs */

const en_rating_filter_basis = /** @type {(inputs: Rating_Filter_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price range on`)
};

const es_rating_filter_basis = /** @type {(inputs: Rating_Filter_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rango de precio sobre`)
};

const en_xa2_rating_filter_basis = /** @type {(inputs: Rating_Filter_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ŕáñĝé óñ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Price range on" |
*
* @param {Rating_Filter_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_basis = /** @type {((inputs?: Rating_Filter_BasisInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_BasisInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_basis(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_basis(inputs)
	return en_rating_filter_basis(inputs)
});