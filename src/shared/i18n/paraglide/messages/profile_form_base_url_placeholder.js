/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Base_Url_PlaceholderInputs */

const en_profile_form_base_url_placeholder = /** @type {(inputs: Profile_Form_Base_Url_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://api.example.com`)
};

const es_profile_form_base_url_placeholder = /** @type {(inputs: Profile_Form_Base_Url_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://api.example.com`)
};

const en_xa2_profile_form_base_url_placeholder = /** @type {(inputs: Profile_Form_Base_Url_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĥţţþš://áþí.éẋáɱþļé.çóɱ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "https://api.example.com" |
*
* @param {Profile_Form_Base_Url_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_placeholder = /** @type {((inputs?: Profile_Form_Base_Url_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Base_Url_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_base_url_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_base_url_placeholder(inputs)
	return en_profile_form_base_url_placeholder(inputs)
});