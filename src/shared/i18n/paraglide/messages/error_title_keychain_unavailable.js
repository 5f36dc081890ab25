/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_Keychain_UnavailableInputs */

const en_error_title_keychain_unavailable = /** @type {(inputs: Error_Title_Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The system keychain is not available`)
};

const es_error_title_keychain_unavailable = /** @type {(inputs: Error_Title_Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El llavero del sistema no está disponible`)
};

const en_xa2_error_title_keychain_unavailable = /** @type {(inputs: Error_Title_Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šýšţéɱ ķéýçĥáíñ íš ñóţ áṽáíļáƀļé ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The system keychain is not available" |
*
* @param {Error_Title_Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_keychain_unavailable = /** @type {((inputs?: Error_Title_Keychain_UnavailableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_Keychain_UnavailableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_keychain_unavailable(inputs)
	if (locale === "en-XA") return en_xa2_error_title_keychain_unavailable(inputs)
	return en_error_title_keychain_unavailable(inputs)
});