/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_ModeInputs */

const en_pricing_rule_mode = /** @type {(inputs: Pricing_Rule_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode`)
};

const es_pricing_rule_mode = /** @type {(inputs: Pricing_Rule_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo`)
};

const en_xa2_pricing_rule_mode = /** @type {(inputs: Pricing_Rule_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóðé ·]`)
};

/**
* | output |
* | --- |
* | "Mode" |
*
* @param {Pricing_Rule_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_mode = /** @type {((inputs?: Pricing_Rule_ModeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_ModeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_mode(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_mode(inputs)
	return en_pricing_rule_mode(inputs)
});