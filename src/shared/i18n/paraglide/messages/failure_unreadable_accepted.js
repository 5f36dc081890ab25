/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Unreadable_AcceptedInputs */

const en_failure_unreadable_accepted = /** @type {(inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service accepted "${i?.op}" but sent an answer Freight Desk cannot read (${i?.problem}).`)
};

const es_failure_unreadable_accepted = /** @type {(inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte aceptó «${i?.op}» pero envió una respuesta que Freight Desk no puede leer (${i?.problem}).`)
};

const en_xa2_failure_unreadable_accepted = /** @type {(inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áççéþţéð "${i?.op}" ƀúţ šéñţ áñ áñšŵéŕ Ƒŕéíĝĥţ Ðéšķ çáññóţ ŕéáð (${i?.problem}). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The freight service accepted \"{op}\" but sent an answer Freight Desk cannot read ({problem})." |
*
* @param {Failure_Unreadable_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable_accepted = /** @type {((inputs: Failure_Unreadable_AcceptedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Unreadable_AcceptedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_unreadable_accepted(inputs)
	if (locale === "en-XA") return en_xa2_failure_unreadable_accepted(inputs)
	return en_failure_unreadable_accepted(inputs)
});