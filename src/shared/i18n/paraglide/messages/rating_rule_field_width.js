/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_WidthInputs */

const en_rating_rule_field_width = /** @type {(inputs: Rating_Rule_Field_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`width`)
};

const es_rating_rule_field_width = /** @type {(inputs: Rating_Rule_Field_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el ancho`)
};

const en_xa2_rating_rule_field_width = /** @type {(inputs: Rating_Rule_Field_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŵíðţĥ ·]`)
};

/**
* | output |
* | --- |
* | "width" |
*
* @param {Rating_Rule_Field_WidthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_width = /** @type {((inputs?: Rating_Rule_Field_WidthInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_WidthInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_width(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_width(inputs)
	return en_rating_rule_field_width(inputs)
});