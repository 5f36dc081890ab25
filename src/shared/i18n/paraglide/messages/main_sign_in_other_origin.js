/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kept: NonNullable<unknown>, origin: NonNullable<unknown> }} Main_Sign_In_Other_OriginInputs */

const en_main_sign_in_other_origin = /** @type {(inputs: Main_Sign_In_Other_OriginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The API key and secret of this profile were given for ${i?.kept}, not ${i?.origin}, so they were not sent. Enter the key and secret for this service in the profile settings.`)
};

const es_main_sign_in_other_origin = /** @type {(inputs: Main_Sign_In_Other_OriginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La clave y el secreto de la API de este perfil se dieron para ${i?.kept}, no para ${i?.origin}, así que no se han enviado. Introduzca la clave y el secreto de este servicio en los ajustes del perfil.`)
};

const en_xa2_main_sign_in_other_origin = /** @type {(inputs: Main_Sign_In_Other_OriginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ ķéý áñð šéçŕéţ óƒ ţĥíš þŕóƒíļé ŵéŕé ĝíṽéñ ƒóŕ ${i?.kept}, ñóţ ${i?.origin}, šó ţĥéý ŵéŕé ñóţ šéñţ. Éñţéŕ ţĥé ķéý áñð šéçŕéţ ƒóŕ ţĥíš šéŕṽíçé íñ ţĥé þŕóƒíļé šéţţíñĝš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The API key and secret of this profile were given for {kept}, not {origin}, so they were not sent. Enter the key and secret for this service in the profile s..." |
*
* @param {Main_Sign_In_Other_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sign_in_other_origin = /** @type {((inputs: Main_Sign_In_Other_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Sign_In_Other_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_sign_in_other_origin(inputs)
	if (locale === "en-XA") return en_xa2_main_sign_in_other_origin(inputs)
	return en_main_sign_in_other_origin(inputs)
});