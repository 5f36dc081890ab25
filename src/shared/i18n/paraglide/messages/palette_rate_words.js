/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Palette_Rate_WordsInputs */

const en_palette_rate_words = /** @type {(inputs: Palette_Rate_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rating start new price quote`)
};

const es_palette_rate_words = /** @type {(inputs: Palette_Rate_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tarificar tarificación nueva precio cotización tarifa`)
};

const en_xa2_palette_rate_words = /** @type {(inputs: Palette_Rate_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕáţíñĝ šţáŕţ ñéŵ þŕíçé ǫúóţé ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "rating start new price quote" |
*
* @param {Palette_Rate_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_rate_words = /** @type {((inputs?: Palette_Rate_WordsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Rate_WordsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_rate_words(inputs)
	if (locale === "en-XA") return en_xa2_palette_rate_words(inputs)
	return en_palette_rate_words(inputs)
});