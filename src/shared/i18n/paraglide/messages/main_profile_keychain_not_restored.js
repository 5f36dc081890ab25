/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown>, detail: NonNullable<unknown> }} Main_Profile_Keychain_Not_RestoredInputs */

const en_main_profile_keychain_not_restored = /** @type {(inputs: Main_Profile_Keychain_Not_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The keychain entry of profile “${i?.name}” (${i?.id}) could not be put back after the settings file failed to save: ${i?.detail}`)
};

const es_main_profile_keychain_not_restored = /** @type {(inputs: Main_Profile_Keychain_Not_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La entrada del llavero del perfil «${i?.name}» (${i?.id}) no se pudo restaurar tras fallar el guardado del archivo de ajustes: ${i?.detail}`)
};

const en_xa2_main_profile_keychain_not_restored = /** @type {(inputs: Main_Profile_Keychain_Not_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ķéýçĥáíñ éñţŕý óƒ þŕóƒíļé “${i?.name}” (${i?.id}) çóúļð ñóţ ƀé þúţ ƀáçķ áƒţéŕ ţĥé šéţţíñĝš ƒíļé ƒáíļéð ţó šáṽé: ${i?.detail} ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The keychain entry of profile “{name}” ({id}) could not be put back after the settings file failed to save: {detail}" |
*
* @param {Main_Profile_Keychain_Not_RestoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_keychain_not_restored = /** @type {((inputs: Main_Profile_Keychain_Not_RestoredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Profile_Keychain_Not_RestoredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_profile_keychain_not_restored(inputs)
	if (locale === "en-XA") return en_xa2_main_profile_keychain_not_restored(inputs)
	return en_main_profile_keychain_not_restored(inputs)
});