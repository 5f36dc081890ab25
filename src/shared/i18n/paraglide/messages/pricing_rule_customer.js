/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_CustomerInputs */

const en_pricing_rule_customer = /** @type {(inputs: Pricing_Rule_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
};

const es_pricing_rule_customer = /** @type {(inputs: Pricing_Rule_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliente`)
};

const en_xa2_pricing_rule_customer = /** @type {(inputs: Pricing_Rule_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Pricing_Rule_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_customer = /** @type {((inputs?: Pricing_Rule_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_customer(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_customer(inputs)
	return en_pricing_rule_customer(inputs)
});