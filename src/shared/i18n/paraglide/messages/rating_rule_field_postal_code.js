/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_Postal_CodeInputs */

const en_rating_rule_field_postal_code = /** @type {(inputs: Rating_Rule_Field_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`postal code`)
};

const es_rating_rule_field_postal_code = /** @type {(inputs: Rating_Rule_Field_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el código postal`)
};

const en_xa2_rating_rule_field_postal_code = /** @type {(inputs: Rating_Rule_Field_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þóšţáļ çóðé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "postal code" |
*
* @param {Rating_Rule_Field_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_postal_code = /** @type {((inputs?: Rating_Rule_Field_Postal_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_Postal_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_postal_code(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_postal_code(inputs)
	return en_rating_rule_field_postal_code(inputs)
});