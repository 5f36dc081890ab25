/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, message: NonNullable<unknown> }} Pricing_Customers_Import_FailedInputs */

const en_pricing_customers_import_failed = /** @type {(inputs: Pricing_Customers_Import_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.message}`)
};

const es_pricing_customers_import_failed = /** @type {(inputs: Pricing_Customers_Import_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.message}`)
};

const en_xa2_pricing_customers_import_failed = /** @type {(inputs: Pricing_Customers_Import_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.file}: ${i?.message} ]`)
};

/**
* | output |
* | --- |
* | "{file}: {message}" |
*
* @param {Pricing_Customers_Import_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_import_failed = /** @type {((inputs: Pricing_Customers_Import_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Import_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_import_failed(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_import_failed(inputs)
	return en_pricing_customers_import_failed(inputs)
});