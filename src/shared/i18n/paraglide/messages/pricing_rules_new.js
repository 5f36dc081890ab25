/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rules_NewInputs */

const en_pricing_rules_new = /** @type {(inputs: Pricing_Rules_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New rule`)
};

const es_pricing_rules_new = /** @type {(inputs: Pricing_Rules_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva regla`)
};

const en_xa2_pricing_rules_new = /** @type {(inputs: Pricing_Rules_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ŕúļé ·~ ]`)
};

/**
* | output |
* | --- |
* | "New rule" |
*
* @param {Pricing_Rules_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_new = /** @type {((inputs?: Pricing_Rules_NewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_NewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_new(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_new(inputs)
	return en_pricing_rules_new(inputs)
});