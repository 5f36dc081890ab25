/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ host: NonNullable<unknown> }} Failure_Address_UnreachableInputs */

const en_failure_address_unreachable = /** @type {(inputs: Failure_Address_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not connect to the freight service at ${i?.host} (address not reachable). Check the service address (the profile's base URL) and your connection, then try again.`)
};

const es_failure_address_unreachable = /** @type {(inputs: Failure_Address_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo conectar con el servicio de transporte en ${i?.host} (dirección inalcanzable). Compruebe la dirección del servicio (la URL base del perfil) y su conexión, y vuelva a intentarlo.`)
};

const en_xa2_failure_address_unreachable = /** @type {(inputs: Failure_Address_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çóññéçţ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé áţ ${i?.host} (áððŕéšš ñóţ ŕéáçĥáƀļé). Çĥéçķ ţĥé šéŕṽíçé áððŕéšš (ţĥé þŕóƒíļé'š ƀášé ÚŔĻ) áñð ýóúŕ çóññéçţíóñ, ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (address not reachable). Check the service address (the profile's base URL) and your connection, then try ..." |
*
* @param {Failure_Address_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_address_unreachable = /** @type {((inputs: Failure_Address_UnreachableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Address_UnreachableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_address_unreachable(inputs)
	if (locale === "en-XA") return en_xa2_failure_address_unreachable(inputs)
	return en_failure_address_unreachable(inputs)
});