/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_ForInputs */

const en_pricing_rule_for = /** @type {(inputs: Pricing_Rule_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the rates of`)
};

const es_pricing_rule_for = /** @type {(inputs: Pricing_Rule_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para las tarifas de`)
};

const en_xa2_pricing_rule_for = /** @type {(inputs: Pricing_Rule_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ ţĥé ŕáţéš óƒ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "For the rates of" |
*
* @param {Pricing_Rule_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_for = /** @type {((inputs?: Pricing_Rule_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_for(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_for(inputs)
	return en_pricing_rule_for(inputs)
});