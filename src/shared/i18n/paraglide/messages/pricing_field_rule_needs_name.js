/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_Rule_Needs_NameInputs */

const en_pricing_field_rule_needs_name = /** @type {(inputs: Pricing_Field_Rule_Needs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rule needs a name`)
};

const es_pricing_field_rule_needs_name = /** @type {(inputs: Pricing_Field_Rule_Needs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La regla necesita un nombre`)
};

const en_xa2_pricing_field_rule_needs_name = /** @type {(inputs: Pricing_Field_Rule_Needs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé ñééðš á ñáɱé ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The rule needs a name" |
*
* @param {Pricing_Field_Rule_Needs_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_rule_needs_name = /** @type {((inputs?: Pricing_Field_Rule_Needs_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Rule_Needs_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_rule_needs_name(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_rule_needs_name(inputs)
	return en_pricing_field_rule_needs_name(inputs)
});