/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Base_Url_InvalidInputs */

const en_profile_base_url_invalid = /** @type {(inputs: Profile_Base_Url_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL is not a valid URL (example: https://api.example.com)`)
};

const es_profile_base_url_invalid = /** @type {(inputs: Profile_Base_Url_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La URL base no es una URL válida (ejemplo: https://api.example.com)`)
};

const en_xa2_profile_base_url_invalid = /** @type {(inputs: Profile_Base_Url_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášé ÚŔĻ íš ñóţ á ṽáļíð ÚŔĻ (éẋáɱþļé: ĥţţþš://áþí.éẋáɱþļé.çóɱ) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Base URL is not a valid URL (example: https://api.example.com)" |
*
* @param {Profile_Base_Url_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_base_url_invalid = /** @type {((inputs?: Profile_Base_Url_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Base_Url_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_base_url_invalid(inputs)
	if (locale === "en-XA") return en_xa2_profile_base_url_invalid(inputs)
	return en_profile_base_url_invalid(inputs)
});