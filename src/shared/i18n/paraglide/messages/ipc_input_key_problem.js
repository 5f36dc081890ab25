/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ problem: NonNullable<unknown> }} Ipc_Input_Key_ProblemInputs */

const en_ipc_input_key_problem = /** @type {(inputs: Ipc_Input_Key_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a field name ${i?.problem}`)
};

const es_ipc_input_key_problem = /** @type {(inputs: Ipc_Input_Key_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`un nombre de campo ${i?.problem}`)
};

const en_xa2_ipc_input_key_problem = /** @type {(inputs: Ipc_Input_Key_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[á ƒíéļð ñáɱé ${i?.problem} ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "a field name {problem}" |
*
* @param {Ipc_Input_Key_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_key_problem = /** @type {((inputs: Ipc_Input_Key_ProblemInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Key_ProblemInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_key_problem(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_key_problem(inputs)
	return en_ipc_input_key_problem(inputs)
});