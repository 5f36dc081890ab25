/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_The_NameInputs */

const en_pricing_field_the_name = /** @type {(inputs: Pricing_Field_The_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The name`)
};

const es_pricing_field_the_name = /** @type {(inputs: Pricing_Field_The_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre`)
};

const en_xa2_pricing_field_the_name = /** @type {(inputs: Pricing_Field_The_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ñáɱé ·~ ]`)
};

/**
* | output |
* | --- |
* | "The name" |
*
* @param {Pricing_Field_The_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_name = /** @type {((inputs?: Pricing_Field_The_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_the_name(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_the_name(inputs)
	return en_pricing_field_the_name(inputs)
});