/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_CurrencyInputs */

const en_pricing_rule_currency = /** @type {(inputs: Pricing_Rule_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency of the amounts`)
};

const es_pricing_rule_currency = /** @type {(inputs: Pricing_Rule_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda de los importes`)
};

const en_xa2_pricing_rule_currency = /** @type {(inputs: Pricing_Rule_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý óƒ ţĥé áɱóúñţš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Currency of the amounts" |
*
* @param {Pricing_Rule_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_currency = /** @type {((inputs?: Pricing_Rule_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_currency(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_currency(inputs)
	return en_pricing_rule_currency(inputs)
});