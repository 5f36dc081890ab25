/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Currency_HintInputs */

const en_pricing_rule_currency_hint = /** @type {(inputs: Pricing_Rule_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rule's amounts apply to rates in it.`)
};

const es_pricing_rule_currency_hint = /** @type {(inputs: Pricing_Rule_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los importes de la regla se aplican a las tarifas en esa moneda.`)
};

const en_xa2_pricing_rule_currency_hint = /** @type {(inputs: Pricing_Rule_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé'š áɱóúñţš áþþļý ţó ŕáţéš íñ íţ. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The rule's amounts apply to rates in it." |
*
* @param {Pricing_Rule_Currency_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_currency_hint = /** @type {((inputs?: Pricing_Rule_Currency_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Currency_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_currency_hint(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_currency_hint(inputs)
	return en_pricing_rule_currency_hint(inputs)
});