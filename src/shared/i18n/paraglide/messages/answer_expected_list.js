/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_ListInputs */

const en_answer_expected_list = /** @type {(inputs: Answer_Expected_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected a list`)
};

const es_answer_expected_list = /** @type {(inputs: Answer_Expected_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba una lista`)
};

const en_xa2_answer_expected_list = /** @type {(inputs: Answer_Expected_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð á ļíšţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "expected a list" |
*
* @param {Answer_Expected_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_list = /** @type {((inputs?: Answer_Expected_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_list(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_list(inputs)
	return en_answer_expected_list(inputs)
});