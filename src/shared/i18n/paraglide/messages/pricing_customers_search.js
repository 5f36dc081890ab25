/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customers_SearchInputs */

const en_pricing_customers_search = /** @type {(inputs: Pricing_Customers_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search customers`)
};

const es_pricing_customers_search = /** @type {(inputs: Pricing_Customers_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar clientes`)
};

const en_xa2_pricing_customers_search = /** @type {(inputs: Pricing_Customers_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ çúšţóɱéŕš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Search customers" |
*
* @param {Pricing_Customers_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_search = /** @type {((inputs?: Pricing_Customers_SearchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_SearchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_search(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_search(inputs)
	return en_pricing_customers_search(inputs)
});