/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_TitleInputs */

const en_profiles_title = /** @type {(inputs: Profiles_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profiles`)
};

const es_profiles_title = /** @type {(inputs: Profiles_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfiles`)
};

const en_xa2_profiles_title = /** @type {(inputs: Profiles_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļéš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Profiles" |
*
* @param {Profiles_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_title = /** @type {((inputs?: Profiles_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_title(inputs)
	if (locale === "en-XA") return en_xa2_profiles_title(inputs)
	return en_profiles_title(inputs)
});