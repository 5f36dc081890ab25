/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_Sheet_CustomersInputs */

const en_pricing_report_sheet_customers = /** @type {(inputs: Pricing_Report_Sheet_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customers`)
};

const es_pricing_report_sheet_customers = /** @type {(inputs: Pricing_Report_Sheet_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clientes`)
};

const en_xa2_pricing_report_sheet_customers = /** @type {(inputs: Pricing_Report_Sheet_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Customers" |
*
* @param {Pricing_Report_Sheet_CustomersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_sheet_customers = /** @type {((inputs?: Pricing_Report_Sheet_CustomersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Sheet_CustomersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_sheet_customers(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_sheet_customers(inputs)
	return en_pricing_report_sheet_customers(inputs)
});