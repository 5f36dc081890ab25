/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_IntegerInputs */

const en_answer_expected_integer = /** @type {(inputs: Answer_Expected_IntegerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected an integer`)
};

const es_answer_expected_integer = /** @type {(inputs: Answer_Expected_IntegerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un número entero`)
};

const en_xa2_answer_expected_integer = /** @type {(inputs: Answer_Expected_IntegerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð áñ íñţéĝéŕ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "expected an integer" |
*
* @param {Answer_Expected_IntegerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_integer = /** @type {((inputs?: Answer_Expected_IntegerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_IntegerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_integer(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_integer(inputs)
	return en_answer_expected_integer(inputs)
});