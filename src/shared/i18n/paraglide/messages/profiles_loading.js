/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_LoadingInputs */

const en_profiles_loading = /** @type {(inputs: Profiles_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading profiles…`)
};

const es_profiles_loading = /** @type {(inputs: Profiles_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando perfiles…`)
};

const en_xa2_profiles_loading = /** @type {(inputs: Profiles_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ þŕóƒíļéš… ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Loading profiles…" |
*
* @param {Profiles_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_loading = /** @type {((inputs?: Profiles_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_loading(inputs)
	if (locale === "en-XA") return en_xa2_profiles_loading(inputs)
	return en_profiles_loading(inputs)
});