/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Keychain_No_CredentialsInputs */

const en_keychain_no_credentials = /** @type {(inputs: Keychain_No_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No API key and secret are stored for “${i?.name}”. Enter them in Settings.`)
};

const es_keychain_no_credentials = /** @type {(inputs: Keychain_No_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay clave ni secreto de API guardados para «${i?.name}». Introdúzcalos en Ajustes.`)
};

const en_xa2_keychain_no_credentials = /** @type {(inputs: Keychain_No_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ÁÞÍ ķéý áñð šéçŕéţ áŕé šţóŕéð ƒóŕ “${i?.name}”. Éñţéŕ ţĥéɱ íñ Šéţţíñĝš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No API key and secret are stored for “{name}”. Enter them in Settings." |
*
* @param {Keychain_No_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keychain_no_credentials = /** @type {((inputs: Keychain_No_CredentialsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keychain_No_CredentialsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_keychain_no_credentials(inputs)
	if (locale === "en-XA") return en_xa2_keychain_no_credentials(inputs)
	return en_keychain_no_credentials(inputs)
});