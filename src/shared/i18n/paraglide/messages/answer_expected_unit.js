/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_UnitInputs */

const en_answer_expected_unit = /** @type {(inputs: Answer_Expected_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected a unit (text or number)`)
};

const es_answer_expected_unit = /** @type {(inputs: Answer_Expected_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba una unidad (texto o número)`)
};

const en_xa2_answer_expected_unit = /** @type {(inputs: Answer_Expected_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð á úñíţ (ţéẋţ óŕ ñúɱƀéŕ) ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected a unit (text or number)" |
*
* @param {Answer_Expected_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_unit = /** @type {((inputs?: Answer_Expected_UnitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_UnitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_unit(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_unit(inputs)
	return en_answer_expected_unit(inputs)
});