/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_MinimumInputs */

const en_pricing_rule_minimum = /** @type {(inputs: Pricing_Rule_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimum margin (optional)`)
};

const es_pricing_rule_minimum = /** @type {(inputs: Pricing_Rule_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen mínimo (opcional)`)
};

const en_xa2_pricing_rule_minimum = /** @type {(inputs: Pricing_Rule_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñíɱúɱ ɱáŕĝíñ (óþţíóñáļ) ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Minimum margin (optional)" |
*
* @param {Pricing_Rule_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_minimum = /** @type {((inputs?: Pricing_Rule_MinimumInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_MinimumInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_minimum(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_minimum(inputs)
	return en_pricing_rule_minimum(inputs)
});