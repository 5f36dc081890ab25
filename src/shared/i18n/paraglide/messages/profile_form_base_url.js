/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Base_UrlInputs */

const en_profile_form_base_url = /** @type {(inputs: Profile_Form_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL`)
};

const es_profile_form_base_url = /** @type {(inputs: Profile_Form_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL base`)
};

const en_xa2_profile_form_base_url = /** @type {(inputs: Profile_Form_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášé ÚŔĻ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Base URL" |
*
* @param {Profile_Form_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url = /** @type {((inputs?: Profile_Form_Base_UrlInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Base_UrlInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_base_url(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_base_url(inputs)
	return en_profile_form_base_url(inputs)
});