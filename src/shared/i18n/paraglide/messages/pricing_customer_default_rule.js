/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customer_Default_RuleInputs */

const en_pricing_customer_default_rule = /** @type {(inputs: Pricing_Customer_Default_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s default margin`)
};

const es_pricing_customer_default_rule = /** @type {(inputs: Pricing_Customer_Default_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Margen predeterminado de ${i?.name}`)
};

const en_xa2_pricing_customer_default_rule = /** @type {(inputs: Pricing_Customer_Default_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}’š ðéƒáúļţ ɱáŕĝíñ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{name}’s default margin" |
*
* @param {Pricing_Customer_Default_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_rule = /** @type {((inputs: Pricing_Customer_Default_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Default_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_default_rule(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_default_rule(inputs)
	return en_pricing_customer_default_rule(inputs)
});