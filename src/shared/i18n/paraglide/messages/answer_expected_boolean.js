/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_BooleanInputs */

const en_answer_expected_boolean = /** @type {(inputs: Answer_Expected_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected a boolean (true/false)`)
};

const es_answer_expected_boolean = /** @type {(inputs: Answer_Expected_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un valor lógico (true/false)`)
};

const en_xa2_answer_expected_boolean = /** @type {(inputs: Answer_Expected_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð á ƀóóļéáñ (ţŕúé/ƒáļšé) ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected a boolean (true/false)" |
*
* @param {Answer_Expected_BooleanInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_boolean = /** @type {((inputs?: Answer_Expected_BooleanInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_BooleanInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_boolean(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_boolean(inputs)
	return en_answer_expected_boolean(inputs)
});