/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown>, reason: NonNullable<unknown> }} Failure_Rejected_ReasonInputs */

const en_failure_rejected_reason = /** @type {(inputs: Failure_Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service rejected "${i?.op}": ${i?.reason}. Correct the request first: sent as it is, it would be refused again.`)
};

const es_failure_rejected_reason = /** @type {(inputs: Failure_Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó «${i?.op}»: ${i?.reason}. Corrija primero la petición: enviada tal cual, se rechazaría de nuevo.`)
};

const en_xa2_failure_rejected_reason = /** @type {(inputs: Failure_Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéĵéçţéð "${i?.op}": ${i?.reason}. Çóŕŕéçţ ţĥé ŕéǫúéšţ ƒíŕšţ: šéñţ áš íţ íš, íţ ŵóúļð ƀé ŕéƒúšéð áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The freight service rejected \"{op}\": {reason}. Correct the request first: sent as it is, it would be refused again." |
*
* @param {Failure_Rejected_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_rejected_reason = /** @type {((inputs: Failure_Rejected_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Rejected_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_rejected_reason(inputs)
	if (locale === "en-XA") return en_xa2_failure_rejected_reason(inputs)
	return en_failure_rejected_reason(inputs)
});