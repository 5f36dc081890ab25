/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown> }} Failure_UnauthorizedInputs */

const en_failure_unauthorized = /** @type {(inputs: Failure_UnauthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service did not accept the session for "${i?.op}", even after signing in again. Check the profile's API key and secret.`)
};

const es_failure_unauthorized = /** @type {(inputs: Failure_UnauthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no aceptó la sesión para «${i?.op}», ni tras volver a iniciarla. Compruebe la clave y el secreto de la API del perfil.`)
};

const en_xa2_failure_unauthorized = /** @type {(inputs: Failure_UnauthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðíð ñóţ áççéþţ ţĥé šéššíóñ ƒóŕ "${i?.op}", éṽéñ áƒţéŕ šíĝñíñĝ íñ áĝáíñ. Çĥéçķ ţĥé þŕóƒíļé'š ÁÞÍ ķéý áñð šéçŕéţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The freight service did not accept the session for \"{op}\", even after signing in again. Check the profile's API key and secret." |
*
* @param {Failure_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unauthorized = /** @type {((inputs: Failure_UnauthorizedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_UnauthorizedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_unauthorized(inputs)
	if (locale === "en-XA") return en_xa2_failure_unauthorized(inputs)
	return en_failure_unauthorized(inputs)
});