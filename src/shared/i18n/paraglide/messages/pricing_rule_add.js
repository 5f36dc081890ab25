/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_AddInputs */

const en_pricing_rule_add = /** @type {(inputs: Pricing_Rule_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add rule`)
};

const es_pricing_rule_add = /** @type {(inputs: Pricing_Rule_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir regla`)
};

const en_xa2_pricing_rule_add = /** @type {(inputs: Pricing_Rule_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð ŕúļé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Add rule" |
*
* @param {Pricing_Rule_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_add = /** @type {((inputs?: Pricing_Rule_AddInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_AddInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_add(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_add(inputs)
	return en_pricing_rule_add(inputs)
});