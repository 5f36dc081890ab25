/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_Minor_UnitsInputs */

const en_answer_expected_minor_units = /** @type {(inputs: Answer_Expected_Minor_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected an integer amount in minor units`)
};

const es_answer_expected_minor_units = /** @type {(inputs: Answer_Expected_Minor_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un importe entero en céntimos`)
};

const en_xa2_answer_expected_minor_units = /** @type {(inputs: Answer_Expected_Minor_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð áñ íñţéĝéŕ áɱóúñţ íñ ɱíñóŕ úñíţš ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "expected an integer amount in minor units" |
*
* @param {Answer_Expected_Minor_UnitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_minor_units = /** @type {((inputs?: Answer_Expected_Minor_UnitsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_Minor_UnitsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_minor_units(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_minor_units(inputs)
	return en_answer_expected_minor_units(inputs)
});