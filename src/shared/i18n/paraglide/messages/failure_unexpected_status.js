/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Unexpected_StatusInputs */

const en_failure_unexpected_status = /** @type {(inputs: Failure_Unexpected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service answered "${i?.op}" with an unexpected HTTP status ${i?.status}.`)
};

const es_failure_unexpected_status = /** @type {(inputs: Failure_Unexpected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte respondió a «${i?.op}» con un estado HTTP inesperado, ${i?.status}.`)
};

const en_xa2_failure_unexpected_status = /** @type {(inputs: Failure_Unexpected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áñšŵéŕéð "${i?.op}" ŵíţĥ áñ úñéẋþéçţéð ĤŢŢÞ šţáţúš ${i?.status}. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The freight service answered \"{op}\" with an unexpected HTTP status {status}." |
*
* @param {Failure_Unexpected_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unexpected_status = /** @type {((inputs: Failure_Unexpected_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Unexpected_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_unexpected_status(inputs)
	if (locale === "en-XA") return en_xa2_failure_unexpected_status(inputs)
	return en_failure_unexpected_status(inputs)
});