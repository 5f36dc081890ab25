/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown> }} Failure_Too_Many_RequestsInputs */

const en_failure_too_many_requests = /** @type {(inputs: Failure_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service is receiving too many requests and refused "${i?.op}". Wait a minute and try again.`)
};

const es_failure_too_many_requests = /** @type {(inputs: Failure_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte recibe demasiadas peticiones y rechazó «${i?.op}». Espere un minuto y vuelva a intentarlo.`)
};

const en_xa2_failure_too_many_requests = /** @type {(inputs: Failure_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé íš ŕéçéíṽíñĝ ţóó ɱáñý ŕéǫúéšţš áñð ŕéƒúšéð "${i?.op}". Ŵáíţ á ɱíñúţé áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait a minute and try again." |
*
* @param {Failure_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests = /** @type {((inputs: Failure_Too_Many_RequestsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_Many_RequestsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_too_many_requests(inputs)
	if (locale === "en-XA") return en_xa2_failure_too_many_requests(inputs)
	return en_failure_too_many_requests(inputs)
});