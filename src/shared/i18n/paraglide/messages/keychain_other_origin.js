/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, kept: NonNullable<unknown>, origin: NonNullable<unknown> }} Keychain_Other_OriginInputs */

const en_keychain_other_origin = /** @type {(inputs: Keychain_Other_OriginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The API key and secret stored for “${i?.name}” were given for ${i?.kept}, but the profile now points at ${i?.origin}. Enter the key and secret for that service in Settings.`)
};

const es_keychain_other_origin = /** @type {(inputs: Keychain_Other_OriginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La clave y el secreto de API guardados para «${i?.name}» se dieron para ${i?.kept}, pero el perfil apunta ahora a ${i?.origin}. Introduzca la clave y el secreto de ese servicio en Ajustes.`)
};

const en_xa2_keychain_other_origin = /** @type {(inputs: Keychain_Other_OriginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ķéý áñð šéçŕéţ šţóŕéð ƒóŕ “${i?.name}” ŵéŕé ĝíṽéñ ƒóŕ ${i?.kept}, ƀúţ ţĥé þŕóƒíļé ñóŵ þóíñţš áţ ${i?.origin}. Éñţéŕ ţĥé ķéý áñð šéçŕéţ ƒóŕ ţĥáţ šéŕṽíçé íñ Šéţţíñĝš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The API key and secret stored for “{name}” were given for {kept}, but the profile now points at {origin}. Enter the key and secret for that service in Settings." |
*
* @param {Keychain_Other_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keychain_other_origin = /** @type {((inputs: Keychain_Other_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keychain_Other_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_keychain_other_origin(inputs)
	if (locale === "en-XA") return en_xa2_keychain_other_origin(inputs)
	return en_keychain_other_origin(inputs)
});