/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Pricing_Report_File_CustomersInputs */

const en_pricing_report_file_customers = /** @type {(inputs: Pricing_Report_File_CustomersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`quotes by customer ${i?.from} to ${i?.to}`)
};

const es_pricing_report_file_customers = /** @type {(inputs: Pricing_Report_File_CustomersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cotizaciones por cliente ${i?.from} a ${i?.to}`)
};

const en_xa2_pricing_report_file_customers = /** @type {(inputs: Pricing_Report_File_CustomersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ǫúóţéš ƀý çúšţóɱéŕ ${i?.from} ţó ${i?.to} ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "quotes by customer {from} to {to}" |
*
* @param {Pricing_Report_File_CustomersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_file_customers = /** @type {((inputs: Pricing_Report_File_CustomersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_File_CustomersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_file_customers(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_file_customers(inputs)
	return en_pricing_report_file_customers(inputs)
});