/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Appearance_TitleInputs */

const en_appearance_title = /** @type {(inputs: Appearance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appearance`)
};

const es_appearance_title = /** @type {(inputs: Appearance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apariencia`)
};

const en_xa2_appearance_title = /** @type {(inputs: Appearance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþéáŕáñçé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Appearance" |
*
* @param {Appearance_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_title = /** @type {((inputs?: Appearance_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_appearance_title(inputs)
	if (locale === "en-XA") return en_xa2_appearance_title(inputs)
	return en_appearance_title(inputs)
});