/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Demo_CredentialsInputs */

const en_profiles_demo_credentials = /** @type {(inputs: Profiles_Demo_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built-in demo credentials`)
};

const es_profiles_demo_credentials = /** @type {(inputs: Profiles_Demo_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credenciales de demostración integradas`)
};

const en_xa2_profiles_demo_credentials = /** @type {(inputs: Profiles_Demo_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúíļţ-íñ ðéɱó çŕéðéñţíáļš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Built-in demo credentials" |
*
* @param {Profiles_Demo_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_demo_credentials = /** @type {((inputs?: Profiles_Demo_CredentialsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Demo_CredentialsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_demo_credentials(inputs)
	if (locale === "en-XA") return en_xa2_profiles_demo_credentials(inputs)
	return en_profiles_demo_credentials(inputs)
});