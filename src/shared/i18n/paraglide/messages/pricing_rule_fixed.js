/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_FixedInputs */

const en_pricing_rule_fixed = /** @type {(inputs: Pricing_Rule_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixed amount (optional)`)
};

const es_pricing_rule_fixed = /** @type {(inputs: Pricing_Rule_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe fijo (opcional)`)
};

const en_xa2_pricing_rule_fixed = /** @type {(inputs: Pricing_Rule_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíẋéð áɱóúñţ (óþţíóñáļ) ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Fixed amount (optional)" |
*
* @param {Pricing_Rule_FixedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_fixed = /** @type {((inputs?: Pricing_Rule_FixedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_FixedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_fixed(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_fixed(inputs)
	return en_pricing_rule_fixed(inputs)
});