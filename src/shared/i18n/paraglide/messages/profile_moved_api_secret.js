/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ to: NonNullable<unknown>, from: NonNullable<unknown> }} Profile_Moved_Api_SecretInputs */

const en_profile_moved_api_secret = /** @type {(inputs: Profile_Moved_Api_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the API secret for ${i?.to}: the stored one is sent only to ${i?.from}`)
};

const es_profile_moved_api_secret = /** @type {(inputs: Profile_Moved_Api_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Introduzca el secreto de la API de ${i?.to}: el guardado solo se envía a ${i?.from}`)
};

const en_xa2_profile_moved_api_secret = /** @type {(inputs: Profile_Moved_Api_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ÁÞÍ šéçŕéţ ƒóŕ ${i?.to}: ţĥé šţóŕéð óñé íš šéñţ óñļý ţó ${i?.from} ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Enter the API secret for {to}: the stored one is sent only to {from}" |
*
* @param {Profile_Moved_Api_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_moved_api_secret = /** @type {((inputs: Profile_Moved_Api_SecretInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Moved_Api_SecretInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_moved_api_secret(inputs)
	if (locale === "en-XA") return en_xa2_profile_moved_api_secret(inputs)
	return en_profile_moved_api_secret(inputs)
});