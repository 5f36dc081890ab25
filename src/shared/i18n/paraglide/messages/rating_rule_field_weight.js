/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_WeightInputs */

const en_rating_rule_field_weight = /** @type {(inputs: Rating_Rule_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`weight`)
};

const es_rating_rule_field_weight = /** @type {(inputs: Rating_Rule_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el peso`)
};

const en_xa2_rating_rule_field_weight = /** @type {(inputs: Rating_Rule_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŵéíĝĥţ ·~]`)
};

/**
* | output |
* | --- |
* | "weight" |
*
* @param {Rating_Rule_Field_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_weight = /** @type {((inputs?: Rating_Rule_Field_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_weight(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_weight(inputs)
	return en_rating_rule_field_weight(inputs)
});