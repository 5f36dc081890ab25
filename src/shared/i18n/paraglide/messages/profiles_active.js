/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_ActiveInputs */

const en_profiles_active = /** @type {(inputs: Profiles_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const es_profiles_active = /** @type {(inputs: Profiles_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activo`)
};

const en_xa2_profiles_active = /** @type {(inputs: Profiles_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé ·~]`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Profiles_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_active = /** @type {((inputs?: Profiles_ActiveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_ActiveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_active(inputs)
	if (locale === "en-XA") return en_xa2_profiles_active(inputs)
	return en_profiles_active(inputs)
});