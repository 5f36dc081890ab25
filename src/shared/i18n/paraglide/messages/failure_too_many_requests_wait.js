/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Too_Many_Requests_WaitInputs */

const en_failure_too_many_requests_wait = /** @type {(inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service is receiving too many requests and refused "${i?.op}". Wait ${i?.seconds} s and try again.`)
};

const es_failure_too_many_requests_wait = /** @type {(inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte recibe demasiadas peticiones y rechazó «${i?.op}». Espere ${i?.seconds} s y vuelva a intentarlo.`)
};

const en_xa2_failure_too_many_requests_wait = /** @type {(inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé íš ŕéçéíṽíñĝ ţóó ɱáñý ŕéǫúéšţš áñð ŕéƒúšéð "${i?.op}". Ŵáíţ ${i?.seconds} š áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait {seconds} s and try again." |
*
* @param {Failure_Too_Many_Requests_WaitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests_wait = /** @type {((inputs: Failure_Too_Many_Requests_WaitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_Many_Requests_WaitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_too_many_requests_wait(inputs)
	if (locale === "en-XA") return en_xa2_failure_too_many_requests_wait(inputs)
	return en_failure_too_many_requests_wait(inputs)
});