/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_TextInputs */

const en_answer_expected_text = /** @type {(inputs: Answer_Expected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected text`)
};

const es_answer_expected_text = /** @type {(inputs: Answer_Expected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un texto`)
};

const en_xa2_answer_expected_text = /** @type {(inputs: Answer_Expected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð ţéẋţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "expected text" |
*
* @param {Answer_Expected_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_text = /** @type {((inputs?: Answer_Expected_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_text(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_text(inputs)
	return en_answer_expected_text(inputs)
});