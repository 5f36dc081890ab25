/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ host: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Connect_TimeoutInputs */

const en_failure_connect_timeout = /** @type {(inputs: Failure_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not connect to the freight service at ${i?.host} within ${i?.seconds} s. Check your connection and the service address (the profile's base URL), then try again.`)
};

const es_failure_connect_timeout = /** @type {(inputs: Failure_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo conectar con el servicio de transporte en ${i?.host} en ${i?.seconds} s. Compruebe su conexión y la dirección del servicio (la URL base del perfil) y vuelva a intentarlo.`)
};

const en_xa2_failure_connect_timeout = /** @type {(inputs: Failure_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çóññéçţ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé áţ ${i?.host} ŵíţĥíñ ${i?.seconds} š. Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţĥé šéŕṽíçé áððŕéšš (ţĥé þŕóƒíļé'š ƀášé ÚŔĻ), ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} within {seconds} s. Check your connection and the service address (the profile's base URL), then try again." |
*
* @param {Failure_Connect_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connect_timeout = /** @type {((inputs: Failure_Connect_TimeoutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Connect_TimeoutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_connect_timeout(inputs)
	if (locale === "en-XA") return en_xa2_failure_connect_timeout(inputs)
	return en_failure_connect_timeout(inputs)
});