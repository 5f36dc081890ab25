/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Main_Profile_UnknownInputs */

const en_main_profile_unknown = /** @type {(inputs: Main_Profile_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no profile with id ${i?.id}.`)
};

const es_main_profile_unknown = /** @type {(inputs: Main_Profile_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ningún perfil con el id ${i?.id}.`)
};

const en_xa2_main_profile_unknown = /** @type {(inputs: Main_Profile_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñó þŕóƒíļé ŵíţĥ íð ${i?.id}. ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "There is no profile with id {id}." |
*
* @param {Main_Profile_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_unknown = /** @type {((inputs: Main_Profile_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Profile_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_profile_unknown(inputs)
	if (locale === "en-XA") return en_xa2_main_profile_unknown(inputs)
	return en_main_profile_unknown(inputs)
});