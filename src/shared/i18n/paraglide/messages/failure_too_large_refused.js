/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_RefusedInputs */

const en_failure_too_large_refused = /** @type {(inputs: Failure_Too_Large_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service did not carry out "${i?.op}" (HTTP ${i?.status}), and its answer was larger than ${i?.limit} MiB, too large to read. Try again; if it keeps happening, report it to your provider.`)
};

const es_failure_too_large_refused = /** @type {(inputs: Failure_Too_Large_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no llevó a cabo «${i?.op}» (HTTP ${i?.status}) y su respuesta superaba ${i?.limit} MiB, demasiado grande para leerla. Vuelva a intentarlo; si sigue ocurriendo, comuníquelo a su proveedor.`)
};

const en_xa2_failure_too_large_refused = /** @type {(inputs: Failure_Too_Large_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðíð ñóţ çáŕŕý óúţ "${i?.op}" (ĤŢŢÞ ${i?.status}), áñð íţš áñšŵéŕ ŵáš ļáŕĝéŕ ţĥáñ ${i?.limit} ṀíƁ, ţóó ļáŕĝé ţó ŕéáð. Ţŕý áĝáíñ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéþóŕţ íţ ţó ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The freight service did not carry out \"{op}\" (HTTP {status}), and its answer was larger than {limit} MiB, too large to read. Try again; if it keeps happening..." |
*
* @param {Failure_Too_Large_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_refused = /** @type {((inputs: Failure_Too_Large_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_Large_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_too_large_refused(inputs)
	if (locale === "en-XA") return en_xa2_failure_too_large_refused(inputs)
	return en_failure_too_large_refused(inputs)
});