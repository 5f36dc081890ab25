/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Appearance_DarkInputs */

const en_appearance_dark = /** @type {(inputs: Appearance_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dark`)
};

const es_appearance_dark = /** @type {(inputs: Appearance_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oscuro`)
};

const en_xa2_appearance_dark = /** @type {(inputs: Appearance_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáŕķ ·]`)
};

/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Appearance_DarkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_dark = /** @type {((inputs?: Appearance_DarkInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_DarkInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_appearance_dark(inputs)
	if (locale === "en-XA") return en_xa2_appearance_dark(inputs)
	return en_appearance_dark(inputs)
});