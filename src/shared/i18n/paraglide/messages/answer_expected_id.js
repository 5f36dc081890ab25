/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_IdInputs */

const en_answer_expected_id = /** @type {(inputs: Answer_Expected_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected an id (text)`)
};

const es_answer_expected_id = /** @type {(inputs: Answer_Expected_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un identificador (texto)`)
};

const en_xa2_answer_expected_id = /** @type {(inputs: Answer_Expected_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð áñ íð (ţéẋţ) ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "expected an id (text)" |
*
* @param {Answer_Expected_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_id = /** @type {((inputs?: Answer_Expected_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_id(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_id(inputs)
	return en_answer_expected_id(inputs)
});