/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_HeightInputs */

const en_rating_rule_field_height = /** @type {(inputs: Rating_Rule_Field_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`height`)
};

const es_rating_rule_field_height = /** @type {(inputs: Rating_Rule_Field_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el alto`)
};

const en_xa2_rating_rule_field_height = /** @type {(inputs: Rating_Rule_Field_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĥéíĝĥţ ·~]`)
};

/**
* | output |
* | --- |
* | "height" |
*
* @param {Rating_Rule_Field_HeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_height = /** @type {((inputs?: Rating_Rule_Field_HeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_HeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_height(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_height(inputs)
	return en_rating_rule_field_height(inputs)
});