/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ to: NonNullable<unknown>, from: NonNullable<unknown> }} Profile_Moved_Api_KeyInputs */

const en_profile_moved_api_key = /** @type {(inputs: Profile_Moved_Api_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the API key for ${i?.to}: the stored one is sent only to ${i?.from}`)
};

const es_profile_moved_api_key = /** @type {(inputs: Profile_Moved_Api_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Introduzca la clave de la API de ${i?.to}: la guardada solo se envía a ${i?.from}`)
};

const en_xa2_profile_moved_api_key = /** @type {(inputs: Profile_Moved_Api_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ÁÞÍ ķéý ƒóŕ ${i?.to}: ţĥé šţóŕéð óñé íš šéñţ óñļý ţó ${i?.from} ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Enter the API key for {to}: the stored one is sent only to {from}" |
*
* @param {Profile_Moved_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_moved_api_key = /** @type {((inputs: Profile_Moved_Api_KeyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Moved_Api_KeyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_moved_api_key(inputs)
	if (locale === "en-XA") return en_xa2_profile_moved_api_key(inputs)
	return en_profile_moved_api_key(inputs)
});