/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Read_FailedInputs */

const en_profiles_read_failed = /** @type {(inputs: Profiles_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the profiles`)
};

const es_profiles_read_failed = /** @type {(inputs: Profiles_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los perfiles`)
};

const en_xa2_profiles_read_failed = /** @type {(inputs: Profiles_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé þŕóƒíļéš ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Could not read the profiles" |
*
* @param {Profiles_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_read_failed = /** @type {((inputs?: Profiles_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_read_failed(inputs)
	if (locale === "en-XA") return en_xa2_profiles_read_failed(inputs)
	return en_profiles_read_failed(inputs)
});