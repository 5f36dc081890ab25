/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, added: NonNullable<unknown>, updated: NonNullable<unknown> }} Pricing_Customers_ImportedInputs */

const en_pricing_customers_imported = /** @type {(inputs: Pricing_Customers_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.added}, ${i?.updated}.`)
};

const es_pricing_customers_imported = /** @type {(inputs: Pricing_Customers_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.added}, ${i?.updated}.`)
};

const en_xa2_pricing_customers_imported = /** @type {(inputs: Pricing_Customers_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.file}: ${i?.added}, ${i?.updated}. ·]`)
};

/**
* | output |
* | --- |
* | "{file}: {added}, {updated}." |
*
* @param {Pricing_Customers_ImportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_imported = /** @type {((inputs: Pricing_Customers_ImportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_ImportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_imported(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_imported(inputs)
	return en_pricing_customers_imported(inputs)
});