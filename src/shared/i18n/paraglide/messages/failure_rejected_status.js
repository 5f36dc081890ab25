/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Rejected_StatusInputs */

const en_failure_rejected_status = /** @type {(inputs: Failure_Rejected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service rejected "${i?.op}" (HTTP ${i?.status}). Correct the request first: sent as it is, it would be refused again.`)
};

const es_failure_rejected_status = /** @type {(inputs: Failure_Rejected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó «${i?.op}» (HTTP ${i?.status}). Corrija primero la petición: enviada tal cual, se rechazaría de nuevo.`)
};

const en_xa2_failure_rejected_status = /** @type {(inputs: Failure_Rejected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéĵéçţéð "${i?.op}" (ĤŢŢÞ ${i?.status}). Çóŕŕéçţ ţĥé ŕéǫúéšţ ƒíŕšţ: šéñţ áš íţ íš, íţ ŵóúļð ƀé ŕéƒúšéð áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The freight service rejected \"{op}\" (HTTP {status}). Correct the request first: sent as it is, it would be refused again." |
*
* @param {Failure_Rejected_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_rejected_status = /** @type {((inputs: Failure_Rejected_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Rejected_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_rejected_status(inputs)
	if (locale === "en-XA") return en_xa2_failure_rejected_status(inputs)
	return en_failure_rejected_status(inputs)
});