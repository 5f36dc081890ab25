/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_The_ContactInputs */

const en_pricing_field_the_contact = /** @type {(inputs: Pricing_Field_The_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The contact`)
};

const es_pricing_field_the_contact = /** @type {(inputs: Pricing_Field_The_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El contacto`)
};

const en_xa2_pricing_field_the_contact = /** @type {(inputs: Pricing_Field_The_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóñţáçţ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The contact" |
*
* @param {Pricing_Field_The_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_contact = /** @type {((inputs?: Pricing_Field_The_ContactInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_ContactInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_the_contact(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_the_contact(inputs)
	return en_pricing_field_the_contact(inputs)
});