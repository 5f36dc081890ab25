/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Profile_Sandbox_UnchangeableInputs */

const en_main_profile_sandbox_unchangeable = /** @type {(inputs: Main_Profile_Sandbox_UnchangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Sandbox profile is built in and cannot be changed.`)
};

const es_main_profile_sandbox_unchangeable = /** @type {(inputs: Main_Profile_Sandbox_UnchangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El perfil Sandbox viene incluido y no se puede cambiar.`)
};

const en_xa2_main_profile_sandbox_unchangeable = /** @type {(inputs: Main_Profile_Sandbox_UnchangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé Šáñðƀóẋ þŕóƒíļé íš ƀúíļţ íñ áñð çáññóţ ƀé çĥáñĝéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The Sandbox profile is built in and cannot be changed." |
*
* @param {Main_Profile_Sandbox_UnchangeableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_sandbox_unchangeable = /** @type {((inputs?: Main_Profile_Sandbox_UnchangeableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Profile_Sandbox_UnchangeableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_profile_sandbox_unchangeable(inputs)
	if (locale === "en-XA") return en_xa2_main_profile_sandbox_unchangeable(inputs)
	return en_main_profile_sandbox_unchangeable(inputs)
});