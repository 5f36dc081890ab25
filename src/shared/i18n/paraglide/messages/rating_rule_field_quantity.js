/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_QuantityInputs */

const en_rating_rule_field_quantity = /** @type {(inputs: Rating_Rule_Field_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`quantity`)
};

const es_rating_rule_field_quantity = /** @type {(inputs: Rating_Rule_Field_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la cantidad`)
};

const en_xa2_rating_rule_field_quantity = /** @type {(inputs: Rating_Rule_Field_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ǫúáñţíţý ·~ ]`)
};

/**
* | output |
* | --- |
* | "quantity" |
*
* @param {Rating_Rule_Field_QuantityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_quantity = /** @type {((inputs?: Rating_Rule_Field_QuantityInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_QuantityInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_quantity(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_quantity(inputs)
	return en_rating_rule_field_quantity(inputs)
});