/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Base_Url_SaidInputs */

const en_profiles_base_url_said = /** @type {(inputs: Profiles_Base_Url_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL:`)
};

const es_profiles_base_url_said = /** @type {(inputs: Profiles_Base_Url_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL base:`)
};

const en_xa2_profiles_base_url_said = /** @type {(inputs: Profiles_Base_Url_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášé ÚŔĻ: ·~ ]`)
};

/**
* | output |
* | --- |
* | "Base URL:" |
*
* @param {Profiles_Base_Url_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_base_url_said = /** @type {((inputs?: Profiles_Base_Url_SaidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Base_Url_SaidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_base_url_said(inputs)
	if (locale === "en-XA") return en_xa2_profiles_base_url_said(inputs)
	return en_profiles_base_url_said(inputs)
});