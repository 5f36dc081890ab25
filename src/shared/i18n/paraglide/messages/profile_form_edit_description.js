/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Edit_DescriptionInputs */

const en_profile_form_edit_description = /** @type {(inputs: Profile_Form_Edit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the name or address, or replace the API key and secret.`)
};

const es_profile_form_edit_description = /** @type {(inputs: Profile_Form_Edit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambie el nombre o la dirección, o sustituya la clave y el secreto de la API.`)
};

const en_xa2_profile_form_edit_description = /** @type {(inputs: Profile_Form_Edit_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ţĥé ñáɱé óŕ áððŕéšš, óŕ ŕéþļáçé ţĥé ÁÞÍ ķéý áñð šéçŕéţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Change the name or address, or replace the API key and secret." |
*
* @param {Profile_Form_Edit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_description = /** @type {((inputs?: Profile_Form_Edit_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Edit_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_edit_description(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_edit_description(inputs)
	return en_profile_form_edit_description(inputs)
});