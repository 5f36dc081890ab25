/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_The_SearchInputs */

const en_pricing_field_the_search = /** @type {(inputs: Pricing_Field_The_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The search`)
};

const es_pricing_field_the_search = /** @type {(inputs: Pricing_Field_The_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda`)
};

const en_xa2_pricing_field_the_search = /** @type {(inputs: Pricing_Field_The_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéáŕçĥ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The search" |
*
* @param {Pricing_Field_The_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_search = /** @type {((inputs?: Pricing_Field_The_SearchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_SearchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_the_search(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_the_search(inputs)
	return en_pricing_field_the_search(inputs)
});