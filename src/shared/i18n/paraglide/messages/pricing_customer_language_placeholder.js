/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_Language_PlaceholderInputs */

const en_pricing_customer_language_placeholder = /** @type {(inputs: Pricing_Customer_Language_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Spanish`)
};

const es_pricing_customer_language_placeholder = /** @type {(inputs: Pricing_Customer_Language_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Español`)
};

const en_xa2_pricing_customer_language_placeholder = /** @type {(inputs: Pricing_Customer_Language_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. Šþáñíšĥ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "e.g. Spanish" |
*
* @param {Pricing_Customer_Language_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_language_placeholder = /** @type {((inputs?: Pricing_Customer_Language_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Language_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_language_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_language_placeholder(inputs)
	return en_pricing_customer_language_placeholder(inputs)
});