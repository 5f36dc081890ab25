/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Palette_Screen_WordsInputs */

const en_palette_screen_words = /** @type {(inputs: Palette_Screen_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`go open screen`)
};

const es_palette_screen_words = /** @type {(inputs: Palette_Screen_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ir abrir pantalla`)
};

const en_xa2_palette_screen_words = /** @type {(inputs: Palette_Screen_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĝó óþéñ šçŕééñ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "go open screen" |
*
* @param {Palette_Screen_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_screen_words = /** @type {((inputs?: Palette_Screen_WordsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Screen_WordsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_screen_words(inputs)
	if (locale === "en-XA") return en_xa2_palette_screen_words(inputs)
	return en_palette_screen_words(inputs)
});