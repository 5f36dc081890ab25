/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Minimum_PlaceholderInputs */

const en_pricing_rule_minimum_placeholder = /** @type {(inputs: Pricing_Rule_Minimum_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 25`)
};

const es_pricing_rule_minimum_placeholder = /** @type {(inputs: Pricing_Rule_Minimum_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 25`)
};

const en_xa2_pricing_rule_minimum_placeholder = /** @type {(inputs: Pricing_Rule_Minimum_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 25 ·~]`)
};

/**
* | output |
* | --- |
* | "e.g. 25" |
*
* @param {Pricing_Rule_Minimum_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_minimum_placeholder = /** @type {((inputs?: Pricing_Rule_Minimum_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Minimum_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_minimum_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_minimum_placeholder(inputs)
	return en_pricing_rule_minimum_placeholder(inputs)
});