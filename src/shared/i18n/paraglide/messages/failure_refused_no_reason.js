/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown> }} Failure_Refused_No_ReasonInputs */

const en_failure_refused_no_reason = /** @type {(inputs: Failure_Refused_No_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service refused "${i?.op}" without giving a reason.`)
};

const es_failure_refused_no_reason = /** @type {(inputs: Failure_Refused_No_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó «${i?.op}» sin dar un motivo.`)
};

const en_xa2_failure_refused_no_reason = /** @type {(inputs: Failure_Refused_No_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéƒúšéð "${i?.op}" ŵíţĥóúţ ĝíṽíñĝ á ŕéášóñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The freight service refused \"{op}\" without giving a reason." |
*
* @param {Failure_Refused_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_refused_no_reason = /** @type {((inputs: Failure_Refused_No_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Refused_No_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_refused_no_reason(inputs)
	if (locale === "en-XA") return en_xa2_failure_refused_no_reason(inputs)
	return en_failure_refused_no_reason(inputs)
});