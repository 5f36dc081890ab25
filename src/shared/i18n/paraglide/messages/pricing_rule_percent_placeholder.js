/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Percent_PlaceholderInputs */

const en_pricing_rule_percent_placeholder = /** @type {(inputs: Pricing_Rule_Percent_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 12`)
};

const es_pricing_rule_percent_placeholder = /** @type {(inputs: Pricing_Rule_Percent_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 12`)
};

const en_xa2_pricing_rule_percent_placeholder = /** @type {(inputs: Pricing_Rule_Percent_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 12 ·~]`)
};

/**
* | output |
* | --- |
* | "e.g. 12" |
*
* @param {Pricing_Rule_Percent_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_percent_placeholder = /** @type {((inputs?: Pricing_Rule_Percent_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Percent_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_percent_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_percent_placeholder(inputs)
	return en_pricing_rule_percent_placeholder(inputs)
});