/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_Per_CustomerInputs */

const en_pricing_report_per_customer = /** @type {(inputs: Pricing_Report_Per_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per customer`)
};

const es_pricing_report_per_customer = /** @type {(inputs: Pricing_Report_Per_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por cliente`)
};

const en_xa2_pricing_report_per_customer = /** @type {(inputs: Pricing_Report_Per_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕ çúšţóɱéŕ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Per customer" |
*
* @param {Pricing_Report_Per_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_per_customer = /** @type {((inputs?: Pricing_Report_Per_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Per_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_per_customer(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_per_customer(inputs)
	return en_pricing_report_per_customer(inputs)
});