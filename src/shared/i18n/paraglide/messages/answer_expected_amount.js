/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fields: NonNullable<unknown> }} Answer_Expected_AmountInputs */

const en_answer_expected_amount = /** @type {(inputs: Answer_Expected_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`expected an amount: an integer Long in minor units or a Money object ${i?.fields}`)
};

const es_answer_expected_amount = /** @type {(inputs: Answer_Expected_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`se esperaba un importe: un entero (Long) en céntimos o un objeto Money ${i?.fields}`)
};

const en_xa2_answer_expected_amount = /** @type {(inputs: Answer_Expected_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð áñ áɱóúñţ: áñ íñţéĝéŕ Ļóñĝ íñ ɱíñóŕ úñíţš óŕ á Ṁóñéý óƀĵéçţ ${i?.fields} ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected an amount: an integer Long in minor units or a Money object {fields}" |
*
* @param {Answer_Expected_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_amount = /** @type {((inputs: Answer_Expected_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_amount(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_amount(inputs)
	return en_answer_expected_amount(inputs)
});