/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Pricing_Field_Not_TextInputs */

const en_pricing_field_not_text = /** @type {(inputs: Pricing_Field_Not_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} must be text`)
};

const es_pricing_field_not_text = /** @type {(inputs: Pricing_Field_Not_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: debe ser texto`)
};

const en_xa2_pricing_field_not_text = /** @type {(inputs: Pricing_Field_Not_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} ɱúšţ ƀé ţéẋţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{what} must be text" |
*
* @param {Pricing_Field_Not_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_not_text = /** @type {((inputs: Pricing_Field_Not_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Not_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_not_text(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_not_text(inputs)
	return en_pricing_field_not_text(inputs)
});