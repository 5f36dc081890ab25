/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Palette_Section_RateInputs */

const en_palette_section_rate = /** @type {(inputs: Palette_Section_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate`)
};

const es_palette_section_rate = /** @type {(inputs: Palette_Section_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar`)
};

const en_xa2_palette_section_rate = /** @type {(inputs: Palette_Section_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé ·]`)
};

/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Palette_Section_RateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_section_rate = /** @type {((inputs?: Palette_Section_RateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Section_RateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_section_rate(inputs)
	if (locale === "en-XA") return en_xa2_palette_section_rate(inputs)
	return en_palette_section_rate(inputs)
});