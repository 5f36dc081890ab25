/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_LengthInputs */

const en_rating_rule_field_length = /** @type {(inputs: Rating_Rule_Field_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`length`)
};

const es_rating_rule_field_length = /** @type {(inputs: Rating_Rule_Field_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el largo`)
};

const en_xa2_rating_rule_field_length = /** @type {(inputs: Rating_Rule_Field_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļéñĝţĥ ·~]`)
};

/**
* | output |
* | --- |
* | "length" |
*
* @param {Rating_Rule_Field_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_length = /** @type {((inputs?: Rating_Rule_Field_LengthInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_LengthInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_length(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_length(inputs)
	return en_rating_rule_field_length(inputs)
});