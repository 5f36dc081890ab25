/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Palette_Profile_WordsInputs */

const en_palette_profile_words = /** @type {(inputs: Palette_Profile_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profile account use switch`)
};

const es_palette_profile_words = /** @type {(inputs: Palette_Profile_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`perfil cuenta usar cambiar`)
};

const en_xa2_palette_profile_words = /** @type {(inputs: Palette_Profile_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þŕóƒíļé áççóúñţ úšé šŵíţçĥ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "profile account use switch" |
*
* @param {Palette_Profile_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_profile_words = /** @type {((inputs?: Palette_Profile_WordsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Profile_WordsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_profile_words(inputs)
	if (locale === "en-XA") return en_xa2_palette_profile_words(inputs)
	return en_palette_profile_words(inputs)
});