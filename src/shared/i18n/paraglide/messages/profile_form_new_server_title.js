/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_New_Server_TitleInputs */

const en_profile_form_new_server_title = /** @type {(inputs: Profile_Form_New_Server_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New server: enter its API key and secret`)
};

const es_profile_form_new_server_title = /** @type {(inputs: Profile_Form_New_Server_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servidor nuevo: introduzca su clave y su secreto de la API`)
};

const en_xa2_profile_form_new_server_title = /** @type {(inputs: Profile_Form_New_Server_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ šéŕṽéŕ: éñţéŕ íţš ÁÞÍ ķéý áñð šéçŕéţ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "New server: enter its API key and secret" |
*
* @param {Profile_Form_New_Server_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_title = /** @type {((inputs?: Profile_Form_New_Server_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_New_Server_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_new_server_title(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_new_server_title(inputs)
	return en_profile_form_new_server_title(inputs)
});