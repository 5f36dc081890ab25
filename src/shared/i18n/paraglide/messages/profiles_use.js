/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_UseInputs */

const en_profiles_use = /** @type {(inputs: Profiles_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this profile`)
};

const es_profiles_use = /** @type {(inputs: Profiles_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar este perfil`)
};

const en_xa2_profiles_use = /** @type {(inputs: Profiles_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ţĥíš þŕóƒíļé ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Use this profile" |
*
* @param {Profiles_UseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_use = /** @type {((inputs?: Profiles_UseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_UseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_use(inputs)
	if (locale === "en-XA") return en_xa2_profiles_use(inputs)
	return en_profiles_use(inputs)
});