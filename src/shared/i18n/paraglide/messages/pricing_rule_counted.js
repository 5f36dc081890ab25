/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_CountedInputs */

const en_pricing_rule_counted = /** @type {(inputs: Pricing_Rule_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counted`)
};

const es_pricing_rule_counted = /** @type {(inputs: Pricing_Rule_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cuenta`)
};

const en_xa2_pricing_rule_counted = /** @type {(inputs: Pricing_Rule_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúñţéð ·~]`)
};

/**
* | output |
* | --- |
* | "Counted" |
*
* @param {Pricing_Rule_CountedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_counted = /** @type {((inputs?: Pricing_Rule_CountedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_CountedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_counted(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_counted(inputs)
	return en_pricing_rule_counted(inputs)
});