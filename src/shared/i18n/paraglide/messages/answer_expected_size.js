/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_SizeInputs */

const en_answer_expected_size = /** @type {(inputs: Answer_Expected_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected a size (text or number)`)
};

const es_answer_expected_size = /** @type {(inputs: Answer_Expected_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un tamaño (texto o número)`)
};

const en_xa2_answer_expected_size = /** @type {(inputs: Answer_Expected_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð á šížé (ţéẋţ óŕ ñúɱƀéŕ) ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected a size (text or number)" |
*
* @param {Answer_Expected_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_size = /** @type {((inputs?: Answer_Expected_SizeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_SizeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_size(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_size(inputs)
	return en_answer_expected_size(inputs)
});