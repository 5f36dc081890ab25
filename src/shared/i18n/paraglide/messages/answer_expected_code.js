/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_CodeInputs */

const en_answer_expected_code = /** @type {(inputs: Answer_Expected_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected a code (text or number)`)
};

const es_answer_expected_code = /** @type {(inputs: Answer_Expected_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un código (texto o número)`)
};

const en_xa2_answer_expected_code = /** @type {(inputs: Answer_Expected_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð á çóðé (ţéẋţ óŕ ñúɱƀéŕ) ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected a code (text or number)" |
*
* @param {Answer_Expected_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_code = /** @type {((inputs?: Answer_Expected_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_code(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_code(inputs)
	return en_answer_expected_code(inputs)
});