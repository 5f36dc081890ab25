/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Appearance_ThemeInputs */

const en_appearance_theme = /** @type {(inputs: Appearance_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Theme`)
};

const es_appearance_theme = /** @type {(inputs: Appearance_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tema`)
};

const en_xa2_appearance_theme = /** @type {(inputs: Appearance_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéɱé ·]`)
};

/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Appearance_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme = /** @type {((inputs?: Appearance_ThemeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_ThemeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_appearance_theme(inputs)
	if (locale === "en-XA") return en_xa2_appearance_theme(inputs)
	return en_appearance_theme(inputs)
});