/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_CaptionInputs */

const en_profiles_caption = /** @type {(inputs: Profiles_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection profiles`)
};

const es_profiles_caption = /** @type {(inputs: Profiles_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfiles de conexión`)
};

const en_xa2_profiles_caption = /** @type {(inputs: Profiles_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóññéçţíóñ þŕóƒíļéš ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Connection profiles" |
*
* @param {Profiles_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_caption = /** @type {((inputs?: Profiles_CaptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_CaptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profiles_caption(inputs)
	if (locale === "en-XA") return en_xa2_profiles_caption(inputs)
	return en_profiles_caption(inputs)
});