/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rules_Col_ForInputs */

const en_pricing_rules_col_for = /** @type {(inputs: Pricing_Rules_Col_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the rates of`)
};

const es_pricing_rules_col_for = /** @type {(inputs: Pricing_Rules_Col_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para las tarifas de`)
};

const en_xa2_pricing_rules_col_for = /** @type {(inputs: Pricing_Rules_Col_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ ţĥé ŕáţéš óƒ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "For the rates of" |
*
* @param {Pricing_Rules_Col_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_col_for = /** @type {((inputs?: Pricing_Rules_Col_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Col_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_col_for(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_col_for(inputs)
	return en_pricing_rules_col_for(inputs)
});