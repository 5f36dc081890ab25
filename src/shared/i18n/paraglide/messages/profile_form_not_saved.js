/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Not_SavedInputs */

const en_profile_form_not_saved = /** @type {(inputs: Profile_Form_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile was not saved`)
};

const es_profile_form_not_saved = /** @type {(inputs: Profile_Form_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó el perfil`)
};

const en_xa2_profile_form_not_saved = /** @type {(inputs: Profile_Form_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þŕóƒíļé ŵáš ñóţ šáṽéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The profile was not saved" |
*
* @param {Profile_Form_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_not_saved = /** @type {((inputs?: Profile_Form_Not_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Not_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_not_saved(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_not_saved(inputs)
	return en_profile_form_not_saved(inputs)
});