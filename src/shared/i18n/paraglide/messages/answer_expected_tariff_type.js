/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_Tariff_TypeInputs */

const en_answer_expected_tariff_type = /** @type {(inputs: Answer_Expected_Tariff_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected a tariff type`)
};

const es_answer_expected_tariff_type = /** @type {(inputs: Answer_Expected_Tariff_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un tipo de tarifa`)
};

const en_xa2_answer_expected_tariff_type = /** @type {(inputs: Answer_Expected_Tariff_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð á ţáŕíƒƒ ţýþé ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "expected a tariff type" |
*
* @param {Answer_Expected_Tariff_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_tariff_type = /** @type {((inputs?: Answer_Expected_Tariff_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_Tariff_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_tariff_type(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_tariff_type(inputs)
	return en_answer_expected_tariff_type(inputs)
});