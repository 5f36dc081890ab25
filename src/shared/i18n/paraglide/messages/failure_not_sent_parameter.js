/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_ParameterInputs */

const en_failure_not_sent_parameter = /** @type {(inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.op}" was not sent: parameter ${i?.problem}.`)
};

const es_failure_not_sent_parameter = /** @type {(inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.op}» no se envió: parámetro ${i?.problem}.`)
};

const en_xa2_failure_not_sent_parameter = /** @type {(inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.op}" ŵáš ñóţ šéñţ: þáŕáɱéţéŕ ${i?.problem}. ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "\"{op}\" was not sent: parameter {problem}." |
*
* @param {Failure_Not_Sent_ParameterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent_parameter = /** @type {((inputs: Failure_Not_Sent_ParameterInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_Sent_ParameterInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_not_sent_parameter(inputs)
	if (locale === "en-XA") return en_xa2_failure_not_sent_parameter(inputs)
	return en_failure_not_sent_parameter(inputs)
});