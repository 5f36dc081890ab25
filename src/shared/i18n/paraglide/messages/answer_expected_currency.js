/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_CurrencyInputs */

const en_answer_expected_currency = /** @type {(inputs: Answer_Expected_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected a currency code`)
};

const es_answer_expected_currency = /** @type {(inputs: Answer_Expected_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un código de moneda`)
};

const en_xa2_answer_expected_currency = /** @type {(inputs: Answer_Expected_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð á çúŕŕéñçý çóðé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected a currency code" |
*
* @param {Answer_Expected_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_currency = /** @type {((inputs?: Answer_Expected_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_currency(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_currency(inputs)
	return en_answer_expected_currency(inputs)
});