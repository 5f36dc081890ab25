/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown> }} Pricing_Customers_Too_LargeInputs */

const en_pricing_customers_too_large = /** @type {(inputs: Pricing_Customers_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} is too large for a customer list.`)
};

const es_pricing_customers_too_large = /** @type {(inputs: Pricing_Customers_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} es demasiado grande para una lista de clientes.`)
};

const en_xa2_pricing_customers_too_large = /** @type {(inputs: Pricing_Customers_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.file} íš ţóó ļáŕĝé ƒóŕ á çúšţóɱéŕ ļíšţ. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{file} is too large for a customer list." |
*
* @param {Pricing_Customers_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_too_large = /** @type {((inputs: Pricing_Customers_Too_LargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Too_LargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_too_large(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_too_large(inputs)
	return en_pricing_customers_too_large(inputs)
});