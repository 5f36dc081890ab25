/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Keep_KeyInputs */

const en_profile_form_keep_key = /** @type {(inputs: Profile_Form_Keep_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty to keep the stored key.`)
};

const es_profile_form_keep_key = /** @type {(inputs: Profile_Form_Keep_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjelo vacío para conservar la clave guardada.`)
};

const en_xa2_profile_form_keep_key = /** @type {(inputs: Profile_Form_Keep_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé éɱþţý ţó ķééþ ţĥé šţóŕéð ķéý. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Leave empty to keep the stored key." |
*
* @param {Profile_Form_Keep_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_keep_key = /** @type {((inputs?: Profile_Form_Keep_KeyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Keep_KeyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_keep_key(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_keep_key(inputs)
	return en_profile_form_keep_key(inputs)
});