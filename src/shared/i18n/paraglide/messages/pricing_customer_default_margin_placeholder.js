/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_Default_Margin_PlaceholderInputs */

const en_pricing_customer_default_margin_placeholder = /** @type {(inputs: Pricing_Customer_Default_Margin_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 12.5`)
};

const es_pricing_customer_default_margin_placeholder = /** @type {(inputs: Pricing_Customer_Default_Margin_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 12,5`)
};

const en_xa2_pricing_customer_default_margin_placeholder = /** @type {(inputs: Pricing_Customer_Default_Margin_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 12.5 ·~ ]`)
};

/**
* | output |
* | --- |
* | "e.g. 12.5" |
*
* @param {Pricing_Customer_Default_Margin_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_margin_placeholder = /** @type {((inputs?: Pricing_Customer_Default_Margin_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Default_Margin_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_default_margin_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_default_margin_placeholder(inputs)
	return en_pricing_customer_default_margin_placeholder(inputs)
});