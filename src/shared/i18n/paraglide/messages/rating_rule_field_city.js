/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_CityInputs */

const en_rating_rule_field_city = /** @type {(inputs: Rating_Rule_Field_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`city`)
};

const es_rating_rule_field_city = /** @type {(inputs: Rating_Rule_Field_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la ciudad`)
};

const en_xa2_rating_rule_field_city = /** @type {(inputs: Rating_Rule_Field_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çíţý ·]`)
};

/**
* | output |
* | --- |
* | "city" |
*
* @param {Rating_Rule_Field_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_city = /** @type {((inputs?: Rating_Rule_Field_CityInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_CityInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_city(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_city(inputs)
	return en_rating_rule_field_city(inputs)
});