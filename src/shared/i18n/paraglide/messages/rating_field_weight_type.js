/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_Weight_TypeInputs */

const en_rating_field_weight_type = /** @type {(inputs: Rating_Field_Weight_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`weight type`)
};

const es_rating_field_weight_type = /** @type {(inputs: Rating_Field_Weight_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el tipo de peso`)
};

const en_xa2_rating_field_weight_type = /** @type {(inputs: Rating_Field_Weight_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŵéíĝĥţ ţýþé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "weight type" |
*
* @param {Rating_Field_Weight_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_weight_type = /** @type {((inputs?: Rating_Field_Weight_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_Weight_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_weight_type(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_weight_type(inputs)
	return en_rating_field_weight_type(inputs)
});