/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Base_Url_HintInputs */

const en_profile_form_base_url_hint = /** @type {(inputs: Profile_Form_Base_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://… (plain http only for a service on this computer).`)
};

const es_profile_form_base_url_hint = /** @type {(inputs: Profile_Form_Base_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://… (http sin cifrar solo para un servicio en este equipo).`)
};

const en_xa2_profile_form_base_url_hint = /** @type {(inputs: Profile_Form_Base_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĥţţþš://… (þļáíñ ĥţţþ óñļý ƒóŕ á šéŕṽíçé óñ ţĥíš çóɱþúţéŕ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "https://… (plain http only for a service on this computer)." |
*
* @param {Profile_Form_Base_Url_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_hint = /** @type {((inputs?: Profile_Form_Base_Url_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Base_Url_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_base_url_hint(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_base_url_hint(inputs)
	return en_profile_form_base_url_hint(inputs)
});