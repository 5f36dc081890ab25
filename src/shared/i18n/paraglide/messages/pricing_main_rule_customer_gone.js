/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Main_Rule_Customer_GoneInputs */

const en_pricing_main_rule_customer_gone = /** @type {(inputs: Pricing_Main_Rule_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer of this rule is no longer on this desk.`)
};

const es_pricing_main_rule_customer_gone = /** @type {(inputs: Pricing_Main_Rule_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cliente de esta regla ya no está en este escritorio.`)
};

const en_xa2_pricing_main_rule_customer_gone = /** @type {(inputs: Pricing_Main_Rule_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çúšţóɱéŕ óƒ ţĥíš ŕúļé íš ñó ļóñĝéŕ óñ ţĥíš ðéšķ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The customer of this rule is no longer on this desk." |
*
* @param {Pricing_Main_Rule_Customer_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_rule_customer_gone = /** @type {((inputs?: Pricing_Main_Rule_Customer_GoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Rule_Customer_GoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_rule_customer_gone(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_rule_customer_gone(inputs)
	return en_pricing_main_rule_customer_gone(inputs)
});