/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_CurrencyInputs */

const en_rating_rule_field_currency = /** @type {(inputs: Rating_Rule_Field_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`currency`)
};

const es_rating_rule_field_currency = /** @type {(inputs: Rating_Rule_Field_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la moneda`)
};

const en_xa2_rating_rule_field_currency = /** @type {(inputs: Rating_Rule_Field_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çúŕŕéñçý ·~ ]`)
};

/**
* | output |
* | --- |
* | "currency" |
*
* @param {Rating_Rule_Field_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_currency = /** @type {((inputs?: Rating_Rule_Field_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_currency(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_currency(inputs)
	return en_rating_rule_field_currency(inputs)
});