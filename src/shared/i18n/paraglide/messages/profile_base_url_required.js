/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Base_Url_RequiredInputs */

const en_profile_base_url_required = /** @type {(inputs: Profile_Base_Url_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL is required`)
};

const es_profile_base_url_required = /** @type {(inputs: Profile_Base_Url_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La URL base es obligatoria`)
};

const en_xa2_profile_base_url_required = /** @type {(inputs: Profile_Base_Url_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášé ÚŔĻ íš ŕéǫúíŕéð ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Base URL is required" |
*
* @param {Profile_Base_Url_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_base_url_required = /** @type {((inputs?: Profile_Base_Url_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Base_Url_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_base_url_required(inputs)
	if (locale === "en-XA") return en_xa2_profile_base_url_required(inputs)
	return en_profile_base_url_required(inputs)
});