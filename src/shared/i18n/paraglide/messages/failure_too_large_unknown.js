/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_UnknownInputs */

const en_failure_too_large_unknown = /** @type {(inputs: Failure_Too_Large_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service sent an answer to "${i?.op}" larger than ${i?.limit} MiB; Freight Desk stopped reading it, so the outcome is unknown.`)
};

const es_failure_too_large_unknown = /** @type {(inputs: Failure_Too_Large_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte envió una respuesta a «${i?.op}» de más de ${i?.limit} MiB; Freight Desk dejó de leerla, así que se desconoce el resultado.`)
};

const en_xa2_failure_too_large_unknown = /** @type {(inputs: Failure_Too_Large_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé šéñţ áñ áñšŵéŕ ţó "${i?.op}" ļáŕĝéŕ ţĥáñ ${i?.limit} ṀíƁ; Ƒŕéíĝĥţ Ðéšķ šţóþþéð ŕéáðíñĝ íţ, šó ţĥé óúţçóɱé íš úñķñóŵñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it, so the outcome is unknown." |
*
* @param {Failure_Too_Large_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_unknown = /** @type {((inputs: Failure_Too_Large_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_Large_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_too_large_unknown(inputs)
	if (locale === "en-XA") return en_xa2_failure_too_large_unknown(inputs)
	return en_failure_too_large_unknown(inputs)
});