/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_SaveInputs */

const en_pricing_rule_save = /** @type {(inputs: Pricing_Rule_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save rule`)
};

const es_pricing_rule_save = /** @type {(inputs: Pricing_Rule_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar regla`)
};

const en_xa2_pricing_rule_save = /** @type {(inputs: Pricing_Rule_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ŕúļé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Save rule" |
*
* @param {Pricing_Rule_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_save = /** @type {((inputs?: Pricing_Rule_SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_save(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_save(inputs)
	return en_pricing_rule_save(inputs)
});