/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Rule_CurrencyInputs */

const en_rating_rule_currency = /** @type {(inputs: Rating_Rule_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be an ISO 4217 code such as EUR`)
};

const es_rating_rule_currency = /** @type {(inputs: Rating_Rule_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} debe ser un código ISO 4217, como EUR`)
};

const en_xa2_rating_rule_currency = /** @type {(inputs: Rating_Rule_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé áñ ÍŠÓ 4217 çóðé šúçĥ áš ÉÚŔ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{field} must be an ISO 4217 code such as EUR" |
*
* @param {Rating_Rule_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_currency = /** @type {((inputs: Rating_Rule_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_currency(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_currency(inputs)
	return en_rating_rule_currency(inputs)
});