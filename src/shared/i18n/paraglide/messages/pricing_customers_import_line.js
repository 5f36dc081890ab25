/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ line: NonNullable<unknown>, problem: NonNullable<unknown> }} Pricing_Customers_Import_LineInputs */

const en_pricing_customers_import_line = /** @type {(inputs: Pricing_Customers_Import_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Line ${i?.line}: ${i?.problem}`)
};

const es_pricing_customers_import_line = /** @type {(inputs: Pricing_Customers_Import_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Línea ${i?.line}: ${i?.problem}`)
};

const en_xa2_pricing_customers_import_line = /** @type {(inputs: Pricing_Customers_Import_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļíñé ${i?.line}: ${i?.problem} ·~]`)
};

/**
* | output |
* | --- |
* | "Line {line}: {problem}" |
*
* @param {Pricing_Customers_Import_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_import_line = /** @type {((inputs: Pricing_Customers_Import_LineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Import_LineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_import_line(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_import_line(inputs)
	return en_pricing_customers_import_line(inputs)
});