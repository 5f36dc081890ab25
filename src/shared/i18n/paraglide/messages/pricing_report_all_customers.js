/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_All_CustomersInputs */

const en_pricing_report_all_customers = /** @type {(inputs: Pricing_Report_All_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All customers`)
};

const es_pricing_report_all_customers = /** @type {(inputs: Pricing_Report_All_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los clientes`)
};

const en_xa2_pricing_report_all_customers = /** @type {(inputs: Pricing_Report_All_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ çúšţóɱéŕš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "All customers" |
*
* @param {Pricing_Report_All_CustomersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_all_customers = /** @type {((inputs?: Pricing_Report_All_CustomersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_All_CustomersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_all_customers(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_all_customers(inputs)
	return en_pricing_report_all_customers(inputs)
});