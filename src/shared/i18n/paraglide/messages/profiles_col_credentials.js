/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Col_CredentialsInputs */

const en_profiles_col_credentials = /** @type {(inputs: Profiles_Col_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credentials`)
};

const es_profiles_col_credentials = /** @type {(inputs: Profiles_Col_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credenciales`)
};

const en_xa2_profiles_col_credentials = /** @type {(inputs: Profiles_Col_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéðéñţíáļš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Credentials" |
*
* @param {Profiles_Col_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_credentials = /** @type {((inputs?: Profiles_Col_CredentialsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Col_CredentialsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_col_credentials(inputs)
	if (locale === "en-XA") return en_xa2_profiles_col_credentials(inputs)
	return en_profiles_col_credentials(inputs)
});