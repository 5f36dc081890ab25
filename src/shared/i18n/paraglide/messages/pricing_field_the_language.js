/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_The_LanguageInputs */

const en_pricing_field_the_language = /** @type {(inputs: Pricing_Field_The_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language`)
};

const es_pricing_field_the_language = /** @type {(inputs: Pricing_Field_The_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El idioma`)
};

const en_xa2_pricing_field_the_language = /** @type {(inputs: Pricing_Field_The_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļáñĝúáĝé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The language" |
*
* @param {Pricing_Field_The_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_language = /** @type {((inputs?: Pricing_Field_The_LanguageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_LanguageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_the_language(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_the_language(inputs)
	return en_pricing_field_the_language(inputs)
});