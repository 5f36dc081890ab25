/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Base_Url_CredentialsInputs */

const en_profile_base_url_credentials = /** @type {(inputs: Profile_Base_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL must not contain a user name or password`)
};

const es_profile_base_url_credentials = /** @type {(inputs: Profile_Base_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La URL base no debe contener un nombre de usuario ni una contraseña`)
};

const en_xa2_profile_base_url_credentials = /** @type {(inputs: Profile_Base_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášé ÚŔĻ ɱúšţ ñóţ çóñţáíñ á úšéŕ ñáɱé óŕ þáššŵóŕð ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Base URL must not contain a user name or password" |
*
* @param {Profile_Base_Url_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_base_url_credentials = /** @type {((inputs?: Profile_Base_Url_CredentialsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Base_Url_CredentialsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_base_url_credentials(inputs)
	if (locale === "en-XA") return en_xa2_profile_base_url_credentials(inputs)
	return en_profile_base_url_credentials(inputs)
});