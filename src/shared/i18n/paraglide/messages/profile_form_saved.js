/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_SavedInputs */

const en_profile_form_saved = /** @type {(inputs: Profile_Form_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved “${i?.name}”. Stored in the system keychain.`)
};

const es_profile_form_saved = /** @type {(inputs: Profile_Form_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» guardado. Guardado en el llavero del sistema.`)
};

const en_xa2_profile_form_saved = /** @type {(inputs: Profile_Form_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð “${i?.name}”. Šţóŕéð íñ ţĥé šýšţéɱ ķéýçĥáíñ. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Saved “{name}”. Stored in the system keychain." |
*
* @param {Profile_Form_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_saved = /** @type {((inputs: Profile_Form_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_saved(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_saved(inputs)
	return en_profile_form_saved(inputs)
});