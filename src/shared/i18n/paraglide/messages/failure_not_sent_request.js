/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_RequestInputs */

const en_failure_not_sent_request = /** @type {(inputs: Failure_Not_Sent_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.op}" was not sent: request ${i?.problem}.`)
};

const es_failure_not_sent_request = /** @type {(inputs: Failure_Not_Sent_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.op}» no se envió: petición ${i?.problem}.`)
};

const en_xa2_failure_not_sent_request = /** @type {(inputs: Failure_Not_Sent_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.op}" ŵáš ñóţ šéñţ: ŕéǫúéšţ ${i?.problem}. ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "\"{op}\" was not sent: request {problem}." |
*
* @param {Failure_Not_Sent_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent_request = /** @type {((inputs: Failure_Not_Sent_RequestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_Sent_RequestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_not_sent_request(inputs)
	if (locale === "en-XA") return en_xa2_failure_not_sent_request(inputs)
	return en_failure_not_sent_request(inputs)
});