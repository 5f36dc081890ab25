/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_Name_RequiredInputs */

const en_pricing_field_name_required = /** @type {(inputs: Pricing_Field_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The name is required`)
};

const es_pricing_field_name_required = /** @type {(inputs: Pricing_Field_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre es obligatorio`)
};

const en_xa2_pricing_field_name_required = /** @type {(inputs: Pricing_Field_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ñáɱé íš ŕéǫúíŕéð ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The name is required" |
*
* @param {Pricing_Field_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_name_required = /** @type {((inputs?: Pricing_Field_Name_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Name_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_name_required(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_name_required(inputs)
	return en_pricing_field_name_required(inputs)
});