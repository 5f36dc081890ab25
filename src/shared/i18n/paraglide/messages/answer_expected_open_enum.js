/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ known: NonNullable<unknown> }} Answer_Expected_Open_EnumInputs */

const en_answer_expected_open_enum = /** @type {(inputs: Answer_Expected_Open_EnumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`expected text (one of ${i?.known} or another value)`)
};

const es_answer_expected_open_enum = /** @type {(inputs: Answer_Expected_Open_EnumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`se esperaba un texto (uno de ${i?.known} u otro valor)`)
};

const en_xa2_answer_expected_open_enum = /** @type {(inputs: Answer_Expected_Open_EnumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð ţéẋţ (óñé óƒ ${i?.known} óŕ áñóţĥéŕ ṽáļúé) ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected text (one of {known} or another value)" |
*
* @param {Answer_Expected_Open_EnumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_open_enum = /** @type {((inputs: Answer_Expected_Open_EnumInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_Open_EnumInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_open_enum(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_open_enum(inputs)
	return en_answer_expected_open_enum(inputs)
});