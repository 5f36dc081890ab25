/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_Base64Inputs */

const en_answer_expected_base64 = /** @type {(inputs: Answer_Expected_Base64Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected base64 text`)
};

const es_answer_expected_base64 = /** @type {(inputs: Answer_Expected_Base64Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un texto en base64`)
};

const en_xa2_answer_expected_base64 = /** @type {(inputs: Answer_Expected_Base64Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð ƀášé64 ţéẋţ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "expected base64 text" |
*
* @param {Answer_Expected_Base64Inputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_base64 = /** @type {((inputs?: Answer_Expected_Base64Inputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_Base64Inputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_base64(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_base64(inputs)
	return en_answer_expected_base64(inputs)
});