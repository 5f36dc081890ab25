/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, message: NonNullable<unknown> }} Problem_Line_FieldInputs */

const en_problem_line_field = /** @type {(inputs: Problem_Line_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: ${i?.message}`)
};

const es_problem_line_field = /** @type {(inputs: Problem_Line_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: ${i?.message}`)
};

const en_xa2_problem_line_field = /** @type {(inputs: Problem_Line_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field}: ${i?.message} ]`)
};

/**
* | output |
* | --- |
* | "{field}: {message}" |
*
* @param {Problem_Line_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const problem_line_field = /** @type {((inputs: Problem_Line_FieldInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Problem_Line_FieldInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_problem_line_field(inputs)
	if (locale === "en-XA") return en_xa2_problem_line_field(inputs)
	return en_problem_line_field(inputs)
});