/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_Missing_CredentialsInputs */

const en_error_title_missing_credentials = /** @type {(inputs: Error_Title_Missing_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This profile has no API key and secret for its server`)
};

const es_error_title_missing_credentials = /** @type {(inputs: Error_Title_Missing_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este perfil no tiene clave ni secreto de la API para su servidor`)
};

const en_xa2_error_title_missing_credentials = /** @type {(inputs: Error_Title_Missing_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þŕóƒíļé ĥáš ñó ÁÞÍ ķéý áñð šéçŕéţ ƒóŕ íţš šéŕṽéŕ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "This profile has no API key and secret for its server" |
*
* @param {Error_Title_Missing_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_missing_credentials = /** @type {((inputs?: Error_Title_Missing_CredentialsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_Missing_CredentialsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_missing_credentials(inputs)
	if (locale === "en-XA") return en_xa2_error_title_missing_credentials(inputs)
	return en_error_title_missing_credentials(inputs)
});