/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rules_Col_RuleInputs */

const en_pricing_rules_col_rule = /** @type {(inputs: Pricing_Rules_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rule`)
};

const es_pricing_rules_col_rule = /** @type {(inputs: Pricing_Rules_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regla`)
};

const en_xa2_pricing_rules_col_rule = /** @type {(inputs: Pricing_Rules_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕúļé ·]`)
};

/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Pricing_Rules_Col_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_col_rule = /** @type {((inputs?: Pricing_Rules_Col_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Col_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_col_rule(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_col_rule(inputs)
	return en_pricing_rules_col_rule(inputs)
});