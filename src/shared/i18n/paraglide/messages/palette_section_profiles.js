/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Palette_Section_ProfilesInputs */

const en_palette_section_profiles = /** @type {(inputs: Palette_Section_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profiles`)
};

const es_palette_section_profiles = /** @type {(inputs: Palette_Section_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfiles`)
};

const en_xa2_palette_section_profiles = /** @type {(inputs: Palette_Section_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóƒíļéš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Profiles" |
*
* @param {Palette_Section_ProfilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_section_profiles = /** @type {((inputs?: Palette_Section_ProfilesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Section_ProfilesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_section_profiles(inputs)
	if (locale === "en-XA") return en_xa2_palette_section_profiles(inputs)
	return en_palette_section_profiles(inputs)
});