/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_The_CarrierInputs */

const en_pricing_field_the_carrier = /** @type {(inputs: Pricing_Field_The_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier`)
};

const es_pricing_field_the_carrier = /** @type {(inputs: Pricing_Field_The_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El transportista`)
};

const en_xa2_pricing_field_the_carrier = /** @type {(inputs: Pricing_Field_The_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The carrier" |
*
* @param {Pricing_Field_The_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_carrier = /** @type {((inputs?: Pricing_Field_The_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_the_carrier(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_the_carrier(inputs)
	return en_pricing_field_the_carrier(inputs)
});