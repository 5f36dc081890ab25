/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Remove_BodyInputs */

const en_profiles_remove_body = /** @type {(inputs: Profiles_Remove_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone.`)
};

const es_profiles_remove_body = /** @type {(inputs: Profiles_Remove_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk olvida este perfil y borra su clave y su secreto de la API del llavero del sistema. No se puede deshacer.`)
};

const en_xa2_profiles_remove_body = /** @type {(inputs: Profiles_Remove_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ƒóŕĝéţš ţĥíš þŕóƒíļé áñð ðéļéţéš íţš ÁÞÍ ķéý áñð šéçŕéţ ƒŕóɱ ţĥé šýšţéɱ ķéýçĥáíñ. Ţĥíš çáññóţ ƀé úñðóñé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone." |
*
* @param {Profiles_Remove_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_body = /** @type {((inputs?: Profiles_Remove_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_remove_body(inputs)
	if (locale === "en-XA") return en_xa2_profiles_remove_body(inputs)
	return en_profiles_remove_body(inputs)
});