/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customers_ImportInputs */

const en_pricing_customers_import = /** @type {(inputs: Pricing_Customers_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import CSV…`)
};

const es_pricing_customers_import = /** @type {(inputs: Pricing_Customers_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar CSV…`)
};

const en_xa2_pricing_customers_import = /** @type {(inputs: Pricing_Customers_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íɱþóŕţ ÇŠṼ… ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Import CSV…" |
*
* @param {Pricing_Customers_ImportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_import = /** @type {((inputs?: Pricing_Customers_ImportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_ImportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_import(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_import(inputs)
	return en_pricing_customers_import(inputs)
});