/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Any_CarrierInputs */

const en_pricing_rule_any_carrier = /** @type {(inputs: Pricing_Rule_Any_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any carrier`)
};

const es_pricing_rule_any_carrier = /** @type {(inputs: Pricing_Rule_Any_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier transportista`)
};

const en_xa2_pricing_rule_any_carrier = /** @type {(inputs: Pricing_Rule_Any_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý çáŕŕíéŕ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Any carrier" |
*
* @param {Pricing_Rule_Any_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_any_carrier = /** @type {((inputs?: Pricing_Rule_Any_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Any_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_any_carrier(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_any_carrier(inputs)
	return en_pricing_rule_any_carrier(inputs)
});