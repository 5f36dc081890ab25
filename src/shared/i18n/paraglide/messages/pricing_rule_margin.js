/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_MarginInputs */

const en_pricing_rule_margin = /** @type {(inputs: Pricing_Rule_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The margin`)
};

const es_pricing_rule_margin = /** @type {(inputs: Pricing_Rule_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El margen`)
};

const en_xa2_pricing_rule_margin = /** @type {(inputs: Pricing_Rule_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱáŕĝíñ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The margin" |
*
* @param {Pricing_Rule_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_margin = /** @type {((inputs?: Pricing_Rule_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_margin(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_margin(inputs)
	return en_pricing_rule_margin(inputs)
});