/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_SaveInputs */

const en_profile_form_save = /** @type {(inputs: Profile_Form_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save profile`)
};

const es_profile_form_save = /** @type {(inputs: Profile_Form_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar perfil`)
};

const en_xa2_profile_form_save = /** @type {(inputs: Profile_Form_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé þŕóƒíļé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Save profile" |
*
* @param {Profile_Form_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_save = /** @type {((inputs?: Profile_Form_SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_save(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_save(inputs)
	return en_profile_form_save(inputs)
});