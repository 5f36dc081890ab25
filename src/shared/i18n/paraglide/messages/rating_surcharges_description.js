/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Surcharges_DescriptionInputs */

const en_rating_surcharges_description = /** @type {(inputs: Rating_Surcharges_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const es_rating_surcharges_description = /** @type {(inputs: Rating_Surcharges_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

const en_xa2_rating_surcharges_description = /** @type {(inputs: Rating_Surcharges_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšçŕíþţíóñ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Rating_Surcharges_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_description = /** @type {((inputs?: Rating_Surcharges_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_surcharges_description(inputs)
	if (locale === "en-XA") return en_xa2_rating_surcharges_description(inputs)
	return en_rating_surcharges_description(inputs)
});