/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Name_RequiredInputs */

const en_profile_name_required = /** @type {(inputs: Profile_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name is required`)
};

const es_profile_name_required = /** @type {(inputs: Profile_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre es obligatorio`)
};

const en_xa2_profile_name_required = /** @type {(inputs: Profile_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé íš ŕéǫúíŕéð ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Name is required" |
*
* @param {Profile_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_name_required = /** @type {((inputs?: Profile_Name_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Name_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_name_required(inputs)
	if (locale === "en-XA") return en_xa2_profile_name_required(inputs)
	return en_profile_name_required(inputs)
});