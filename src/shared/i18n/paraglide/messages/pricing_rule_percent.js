/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_PercentInputs */

const en_pricing_rule_percent = /** @type {(inputs: Pricing_Rule_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percentage of the buy price`)
};

const es_pricing_rule_percent = /** @type {(inputs: Pricing_Rule_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porcentaje del precio de compra`)
};

const en_xa2_pricing_rule_percent = /** @type {(inputs: Pricing_Rule_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕçéñţáĝé óƒ ţĥé ƀúý þŕíçé ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Percentage of the buy price" |
*
* @param {Pricing_Rule_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_percent = /** @type {((inputs?: Pricing_Rule_PercentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_PercentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_percent(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_percent(inputs)
	return en_pricing_rule_percent(inputs)
});