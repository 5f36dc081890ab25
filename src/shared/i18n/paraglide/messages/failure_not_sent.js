/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_SentInputs */

const en_failure_not_sent = /** @type {(inputs: Failure_Not_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.op}" was not sent: ${i?.problem}.`)
};

const es_failure_not_sent = /** @type {(inputs: Failure_Not_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.op}» no se envió: ${i?.problem}.`)
};

const en_xa2_failure_not_sent = /** @type {(inputs: Failure_Not_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.op}" ŵáš ñóţ šéñţ: ${i?.problem}. ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "\"{op}\" was not sent: {problem}." |
*
* @param {Failure_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent = /** @type {((inputs: Failure_Not_SentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_SentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_not_sent(inputs)
	if (locale === "en-XA") return en_xa2_failure_not_sent(inputs)
	return en_failure_not_sent(inputs)
});