/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_Non_Empty_IdInputs */

const en_answer_expected_non_empty_id = /** @type {(inputs: Answer_Expected_Non_Empty_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected a non-empty id`)
};

const es_answer_expected_non_empty_id = /** @type {(inputs: Answer_Expected_Non_Empty_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un identificador no vacío`)
};

const en_xa2_answer_expected_non_empty_id = /** @type {(inputs: Answer_Expected_Non_Empty_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð á ñóñ-éɱþţý íð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected a non-empty id" |
*
* @param {Answer_Expected_Non_Empty_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_non_empty_id = /** @type {((inputs?: Answer_Expected_Non_Empty_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_Non_Empty_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_non_empty_id(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_non_empty_id(inputs)
	return en_answer_expected_non_empty_id(inputs)
});