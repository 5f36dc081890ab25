/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ host: NonNullable<unknown> }} Failure_Connection_RefusedInputs */

const en_failure_connection_refused = /** @type {(inputs: Failure_Connection_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not connect to the freight service at ${i?.host} (connection refused). Check the service address (the profile's base URL) and your connection, then try again.`)
};

const es_failure_connection_refused = /** @type {(inputs: Failure_Connection_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo conectar con el servicio de transporte en ${i?.host} (conexión rechazada). Compruebe la dirección del servicio (la URL base del perfil) y su conexión, y vuelva a intentarlo.`)
};

const en_xa2_failure_connection_refused = /** @type {(inputs: Failure_Connection_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çóññéçţ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé áţ ${i?.host} (çóññéçţíóñ ŕéƒúšéð). Çĥéçķ ţĥé šéŕṽíçé áððŕéšš (ţĥé þŕóƒíļé'š ƀášé ÚŔĻ) áñð ýóúŕ çóññéçţíóñ, ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (connection refused). Check the service address (the profile's base URL) and your connection, then try again." |
*
* @param {Failure_Connection_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connection_refused = /** @type {((inputs: Failure_Connection_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Connection_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_connection_refused(inputs)
	if (locale === "en-XA") return en_xa2_failure_connection_refused(inputs)
	return en_failure_connection_refused(inputs)
});