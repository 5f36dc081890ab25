/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_LargeInputs */

const en_failure_too_large = /** @type {(inputs: Failure_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service sent an answer to "${i?.op}" larger than ${i?.limit} MiB; Freight Desk stopped reading it. Narrow the request (fewer items, a shorter period) or ask your provider.`)
};

const es_failure_too_large = /** @type {(inputs: Failure_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte envió una respuesta a «${i?.op}» de más de ${i?.limit} MiB; Freight Desk dejó de leerla. Acote la petición (menos elementos, un periodo más corto) o consulte a su proveedor.`)
};

const en_xa2_failure_too_large = /** @type {(inputs: Failure_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé šéñţ áñ áñšŵéŕ ţó "${i?.op}" ļáŕĝéŕ ţĥáñ ${i?.limit} ṀíƁ; Ƒŕéíĝĥţ Ðéšķ šţóþþéð ŕéáðíñĝ íţ. Ñáŕŕóŵ ţĥé ŕéǫúéšţ (ƒéŵéŕ íţéɱš, á šĥóŕţéŕ þéŕíóð) óŕ ášķ ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it. Narrow the request (fewer items, a shorter period) or ..." |
*
* @param {Failure_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large = /** @type {((inputs: Failure_Too_LargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_LargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_too_large(inputs)
	if (locale === "en-XA") return en_xa2_failure_too_large(inputs)
	return en_failure_too_large(inputs)
});