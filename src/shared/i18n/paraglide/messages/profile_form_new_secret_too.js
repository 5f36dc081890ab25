/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_New_Secret_TooInputs */

const en_profile_form_new_secret_too = /** @type {(inputs: Profile_Form_New_Secret_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the new API secret too, or leave both empty`)
};

const es_profile_form_new_secret_too = /** @type {(inputs: Profile_Form_New_Secret_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca también el nuevo secreto de la API, o deje ambos campos vacíos`)
};

const en_xa2_profile_form_new_secret_too = /** @type {(inputs: Profile_Form_New_Secret_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ñéŵ ÁÞÍ šéçŕéţ ţóó, óŕ ļéáṽé ƀóţĥ éɱþţý ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Enter the new API secret too, or leave both empty" |
*
* @param {Profile_Form_New_Secret_TooInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_secret_too = /** @type {((inputs?: Profile_Form_New_Secret_TooInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_New_Secret_TooInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_new_secret_too(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_new_secret_too(inputs)
	return en_profile_form_new_secret_too(inputs)
});