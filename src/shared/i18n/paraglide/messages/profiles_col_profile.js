/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Col_ProfileInputs */

const en_profiles_col_profile = /** @type {(inputs: Profiles_Col_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

const es_profiles_col_profile = /** @type {(inputs: Profiles_Col_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil`)
};

const en_xa2_profiles_col_profile = /** @type {(inputs: Profiles_Col_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļé ·~]`)
};

/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Profiles_Col_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_profile = /** @type {((inputs?: Profiles_Col_ProfileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Col_ProfileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_col_profile(inputs)
	if (locale === "en-XA") return en_xa2_profiles_col_profile(inputs)
	return en_profiles_col_profile(inputs)
});