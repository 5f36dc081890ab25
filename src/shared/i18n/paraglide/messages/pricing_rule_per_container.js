/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Per_ContainerInputs */

const en_pricing_rule_per_container = /** @type {(inputs: Pricing_Rule_Per_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per container (Sea FCL)`)
};

const es_pricing_rule_per_container = /** @type {(inputs: Pricing_Rule_Per_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por contenedor (marítimo FCL)`)
};

const en_xa2_pricing_rule_per_container = /** @type {(inputs: Pricing_Rule_Per_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þéŕ çóñţáíñéŕ (Šéá ƑÇĻ) ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "per container (Sea FCL)" |
*
* @param {Pricing_Rule_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_per_container = /** @type {((inputs?: Pricing_Rule_Per_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Per_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_per_container(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_per_container(inputs)
	return en_pricing_rule_per_container(inputs)
});