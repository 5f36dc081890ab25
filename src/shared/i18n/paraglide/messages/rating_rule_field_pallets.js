/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_PalletsInputs */

const en_rating_rule_field_pallets = /** @type {(inputs: Rating_Rule_Field_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pallets`)
};

const es_rating_rule_field_pallets = /** @type {(inputs: Rating_Rule_Field_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los palés`)
};

const en_xa2_rating_rule_field_pallets = /** @type {(inputs: Rating_Rule_Field_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáļļéţš ·~]`)
};

/**
* | output |
* | --- |
* | "pallets" |
*
* @param {Rating_Rule_Field_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_pallets = /** @type {((inputs?: Rating_Rule_Field_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_pallets(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_pallets(inputs)
	return en_rating_rule_field_pallets(inputs)
});