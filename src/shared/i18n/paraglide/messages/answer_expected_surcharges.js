/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_SurchargesInputs */

const en_answer_expected_surcharges = /** @type {(inputs: Answer_Expected_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected surcharges as an object of lists (or a list)`)
};

const es_answer_expected_surcharges = /** @type {(inputs: Answer_Expected_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaban los recargos como un objeto de listas (o una lista)`)
};

const en_xa2_answer_expected_surcharges = /** @type {(inputs: Answer_Expected_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð šúŕçĥáŕĝéš áš áñ óƀĵéçţ óƒ ļíšţš (óŕ á ļíšţ) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected surcharges as an object of lists (or a list)" |
*
* @param {Answer_Expected_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_surcharges = /** @type {((inputs?: Answer_Expected_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_surcharges(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_surcharges(inputs)
	return en_answer_expected_surcharges(inputs)
});