/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Remove_ConfirmInputs */

const en_profiles_remove_confirm = /** @type {(inputs: Profiles_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove profile`)
};

const es_profiles_remove_confirm = /** @type {(inputs: Profiles_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar perfil`)
};

const en_xa2_profiles_remove_confirm = /** @type {(inputs: Profiles_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé þŕóƒíļé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Remove profile" |
*
* @param {Profiles_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_confirm = /** @type {((inputs?: Profiles_Remove_ConfirmInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_ConfirmInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_remove_confirm(inputs)
	if (locale === "en-XA") return en_xa2_profiles_remove_confirm(inputs)
	return en_profiles_remove_confirm(inputs)
});