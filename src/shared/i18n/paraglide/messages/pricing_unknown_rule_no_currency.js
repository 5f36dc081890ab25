/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Unknown_Rule_No_CurrencyInputs */

const en_pricing_unknown_rule_no_currency = /** @type {(inputs: Pricing_Unknown_Rule_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rule has an amount without a currency.`)
};

const es_pricing_unknown_rule_no_currency = /** @type {(inputs: Pricing_Unknown_Rule_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La regla tiene un importe sin moneda.`)
};

const en_xa2_pricing_unknown_rule_no_currency = /** @type {(inputs: Pricing_Unknown_Rule_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé ĥáš áñ áɱóúñţ ŵíţĥóúţ á çúŕŕéñçý. ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The rule has an amount without a currency." |
*
* @param {Pricing_Unknown_Rule_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_rule_no_currency = /** @type {((inputs?: Pricing_Unknown_Rule_No_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_Rule_No_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_unknown_rule_no_currency(inputs)
	if (locale === "en-XA") return en_xa2_pricing_unknown_rule_no_currency(inputs)
	return en_pricing_unknown_rule_no_currency(inputs)
});