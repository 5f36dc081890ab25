/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keychain_UnavailableInputs */

const en_keychain_unavailable = /** @type {(inputs: Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The system keychain is not available, so API credentials cannot be stored or read. On Linux, install and unlock a Secret Service keyring (for example GNOME Keyring); on macOS and Windows, check that the keychain is unlocked.`)
};

const es_keychain_unavailable = /** @type {(inputs: Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El llavero del sistema no está disponible, así que las credenciales de la API no se pueden guardar ni leer. En Linux, instale y desbloquee un llavero de Secret Service (por ejemplo GNOME Keyring); en macOS y Windows, compruebe que el llavero está desbloqueado.`)
};

const en_xa2_keychain_unavailable = /** @type {(inputs: Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šýšţéɱ ķéýçĥáíñ íš ñóţ áṽáíļáƀļé, šó ÁÞÍ çŕéðéñţíáļš çáññóţ ƀé šţóŕéð óŕ ŕéáð. Óñ Ļíñúẋ, íñšţáļļ áñð úñļóçķ á Šéçŕéţ Šéŕṽíçé ķéýŕíñĝ (ƒóŕ éẋáɱþļé ĜÑÓṀÉ Ķéýŕíñĝ); óñ ɱáçÓŠ áñð Ŵíñðóŵš, çĥéçķ ţĥáţ ţĥé ķéýçĥáíñ íš úñļóçķéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The system keychain is not available, so API credentials cannot be stored or read. On Linux, install and unlock a Secret Service keyring (for example GNOME K..." |
*
* @param {Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keychain_unavailable = /** @type {((inputs?: Keychain_UnavailableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keychain_UnavailableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_keychain_unavailable(inputs)
	if (locale === "en-XA") return en_xa2_keychain_unavailable(inputs)
	return en_keychain_unavailable(inputs)
});