/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failure_Answer_Not_JsonInputs */

const en_failure_answer_not_json = /** @type {(inputs: Failure_Answer_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected JSON, got text that is not valid JSON`)
};

const es_failure_answer_not_json = /** @type {(inputs: Failure_Answer_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba JSON y llegó un texto que no es JSON válido`)
};

const en_xa2_failure_answer_not_json = /** @type {(inputs: Failure_Answer_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð ĴŠÓÑ, ĝóţ ţéẋţ ţĥáţ íš ñóţ ṽáļíð ĴŠÓÑ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected JSON, got text that is not valid JSON" |
*
* @param {Failure_Answer_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_answer_not_json = /** @type {((inputs?: Failure_Answer_Not_JsonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Answer_Not_JsonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_answer_not_json(inputs)
	if (locale === "en-XA") return en_xa2_failure_answer_not_json(inputs)
	return en_failure_answer_not_json(inputs)
});