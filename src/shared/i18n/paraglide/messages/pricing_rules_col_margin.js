/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rules_Col_MarginInputs */

const en_pricing_rules_col_margin = /** @type {(inputs: Pricing_Rules_Col_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin`)
};

const es_pricing_rules_col_margin = /** @type {(inputs: Pricing_Rules_Col_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen`)
};

const en_xa2_pricing_rules_col_margin = /** @type {(inputs: Pricing_Rules_Col_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ·~]`)
};

/**
* | output |
* | --- |
* | "Margin" |
*
* @param {Pricing_Rules_Col_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_col_margin = /** @type {((inputs?: Pricing_Rules_Col_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Col_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_col_margin(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_col_margin(inputs)
	return en_pricing_rules_col_margin(inputs)
});