/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Keep_SecretInputs */

const en_profile_form_keep_secret = /** @type {(inputs: Profile_Form_Keep_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty to keep the stored secret.`)
};

const es_profile_form_keep_secret = /** @type {(inputs: Profile_Form_Keep_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjelo vacío para conservar el secreto guardado.`)
};

const en_xa2_profile_form_keep_secret = /** @type {(inputs: Profile_Form_Keep_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé éɱþţý ţó ķééþ ţĥé šţóŕéð šéçŕéţ. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Leave empty to keep the stored secret." |
*
* @param {Profile_Form_Keep_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_keep_secret = /** @type {((inputs?: Profile_Form_Keep_SecretInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Keep_SecretInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_keep_secret(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_keep_secret(inputs)
	return en_profile_form_keep_secret(inputs)
});