/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Stored_KeychainInputs */

const en_profiles_stored_keychain = /** @type {(inputs: Profiles_Stored_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stored in the system keychain`)
};

const es_profiles_stored_keychain = /** @type {(inputs: Profiles_Stored_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardadas en el llavero del sistema`)
};

const en_xa2_profiles_stored_keychain = /** @type {(inputs: Profiles_Stored_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóŕéð íñ ţĥé šýšţéɱ ķéýçĥáíñ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Stored in the system keychain" |
*
* @param {Profiles_Stored_KeychainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_stored_keychain = /** @type {((inputs?: Profiles_Stored_KeychainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Stored_KeychainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_stored_keychain(inputs)
	if (locale === "en-XA") return en_xa2_profiles_stored_keychain(inputs)
	return en_profiles_stored_keychain(inputs)
});