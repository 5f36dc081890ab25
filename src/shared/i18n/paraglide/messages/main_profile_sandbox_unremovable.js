/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Profile_Sandbox_UnremovableInputs */

const en_main_profile_sandbox_unremovable = /** @type {(inputs: Main_Profile_Sandbox_UnremovableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Sandbox profile is built in and cannot be removed.`)
};

const es_main_profile_sandbox_unremovable = /** @type {(inputs: Main_Profile_Sandbox_UnremovableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El perfil Sandbox viene incluido y no se puede eliminar.`)
};

const en_xa2_main_profile_sandbox_unremovable = /** @type {(inputs: Main_Profile_Sandbox_UnremovableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé Šáñðƀóẋ þŕóƒíļé íš ƀúíļţ íñ áñð çáññóţ ƀé ŕéɱóṽéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The Sandbox profile is built in and cannot be removed." |
*
* @param {Main_Profile_Sandbox_UnremovableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_sandbox_unremovable = /** @type {((inputs?: Main_Profile_Sandbox_UnremovableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Profile_Sandbox_UnremovableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_profile_sandbox_unremovable(inputs)
	if (locale === "en-XA") return en_xa2_main_profile_sandbox_unremovable(inputs)
	return en_main_profile_sandbox_unremovable(inputs)
});