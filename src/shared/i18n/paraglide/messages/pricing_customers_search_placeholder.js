/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customers_Search_PlaceholderInputs */

const en_pricing_customers_search_placeholder = /** @type {(inputs: Pricing_Customers_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, contact or notes`)
};

const es_pricing_customers_search_placeholder = /** @type {(inputs: Pricing_Customers_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre, contacto o notas`)
};

const en_xa2_pricing_customers_search_placeholder = /** @type {(inputs: Pricing_Customers_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé, çóñţáçţ óŕ ñóţéš ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Name, contact or notes" |
*
* @param {Pricing_Customers_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_search_placeholder = /** @type {((inputs?: Pricing_Customers_Search_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Search_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_search_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_search_placeholder(inputs)
	return en_pricing_customers_search_placeholder(inputs)
});