/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Carrier_HintInputs */

const en_pricing_rule_carrier_hint = /** @type {(inputs: Pricing_Rule_Carrier_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its name or code.`)
};

const es_pricing_rule_carrier_hint = /** @type {(inputs: Pricing_Rule_Carrier_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su nombre o código.`)
};

const en_xa2_pricing_rule_carrier_hint = /** @type {(inputs: Pricing_Rule_Carrier_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ñáɱé óŕ çóðé. ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Its name or code." |
*
* @param {Pricing_Rule_Carrier_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_carrier_hint = /** @type {((inputs?: Pricing_Rule_Carrier_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Carrier_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_carrier_hint(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_carrier_hint(inputs)
	return en_pricing_rule_carrier_hint(inputs)
});