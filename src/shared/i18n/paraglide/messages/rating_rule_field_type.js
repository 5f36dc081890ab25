/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_TypeInputs */

const en_rating_rule_field_type = /** @type {(inputs: Rating_Rule_Field_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`type`)
};

const es_rating_rule_field_type = /** @type {(inputs: Rating_Rule_Field_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el tipo`)
};

const en_xa2_rating_rule_field_type = /** @type {(inputs: Rating_Rule_Field_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţýþé ·]`)
};

/**
* | output |
* | --- |
* | "type" |
*
* @param {Rating_Rule_Field_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_type = /** @type {((inputs?: Rating_Rule_Field_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_type(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_type(inputs)
	return en_rating_rule_field_type(inputs)
});