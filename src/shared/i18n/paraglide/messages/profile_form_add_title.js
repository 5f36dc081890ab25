/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Add_TitleInputs */

const en_profile_form_add_title = /** @type {(inputs: Profile_Form_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a service profile`)
};

const es_profile_form_add_title = /** @type {(inputs: Profile_Form_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir un perfil de servicio`)
};

const en_xa2_profile_form_add_title = /** @type {(inputs: Profile_Form_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð á šéŕṽíçé þŕóƒíļé ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Add a service profile" |
*
* @param {Profile_Form_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_title = /** @type {((inputs?: Profile_Form_Add_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Add_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_add_title(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_add_title(inputs)
	return en_profile_form_add_title(inputs)
});