/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_UnreadableInputs */

const en_failure_unreadable = /** @type {(inputs: Failure_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service sent an answer to "${i?.op}" that Freight Desk cannot read (${i?.problem}).`)
};

const es_failure_unreadable = /** @type {(inputs: Failure_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte envió una respuesta a «${i?.op}» que Freight Desk no puede leer (${i?.problem}).`)
};

const en_xa2_failure_unreadable = /** @type {(inputs: Failure_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé šéñţ áñ áñšŵéŕ ţó "${i?.op}" ţĥáţ Ƒŕéíĝĥţ Ðéšķ çáññóţ ŕéáð (${i?.problem}). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" that Freight Desk cannot read ({problem})." |
*
* @param {Failure_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable = /** @type {((inputs: Failure_UnreadableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_UnreadableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_unreadable(inputs)
	if (locale === "en-XA") return en_xa2_failure_unreadable(inputs)
	return en_failure_unreadable(inputs)
});