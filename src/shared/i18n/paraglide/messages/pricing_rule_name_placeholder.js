/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Name_PlaceholderInputs */

const en_pricing_rule_name_placeholder = /** @type {(inputs: Pricing_Rule_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Sea FCL standard`)
};

const es_pricing_rule_name_placeholder = /** @type {(inputs: Pricing_Rule_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Marítimo FCL estándar`)
};

const en_xa2_pricing_rule_name_placeholder = /** @type {(inputs: Pricing_Rule_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. Šéá ƑÇĻ šţáñðáŕð ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "e.g. Sea FCL standard" |
*
* @param {Pricing_Rule_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_name_placeholder = /** @type {((inputs?: Pricing_Rule_Name_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Name_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_name_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_name_placeholder(inputs)
	return en_pricing_rule_name_placeholder(inputs)
});