/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_NameInputs */

const en_pricing_rule_name = /** @type {(inputs: Pricing_Rule_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rule name`)
};

const es_pricing_rule_name = /** @type {(inputs: Pricing_Rule_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la regla`)
};

const en_xa2_pricing_rule_name = /** @type {(inputs: Pricing_Rule_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕúļé ñáɱé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Rule name" |
*
* @param {Pricing_Rule_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_name = /** @type {((inputs?: Pricing_Rule_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_name(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_name(inputs)
	return en_pricing_rule_name(inputs)
});