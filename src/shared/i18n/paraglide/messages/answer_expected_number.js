/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_NumberInputs */

const en_answer_expected_number = /** @type {(inputs: Answer_Expected_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected a number`)
};

const es_answer_expected_number = /** @type {(inputs: Answer_Expected_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un número`)
};

const en_xa2_answer_expected_number = /** @type {(inputs: Answer_Expected_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð á ñúɱƀéŕ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected a number" |
*
* @param {Answer_Expected_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_number = /** @type {((inputs?: Answer_Expected_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_number(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_number(inputs)
	return en_answer_expected_number(inputs)
});