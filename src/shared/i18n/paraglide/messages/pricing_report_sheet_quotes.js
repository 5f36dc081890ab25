/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_Sheet_QuotesInputs */

const en_pricing_report_sheet_quotes = /** @type {(inputs: Pricing_Report_Sheet_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quotes`)
};

const es_pricing_report_sheet_quotes = /** @type {(inputs: Pricing_Report_Sheet_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizaciones`)
};

const en_xa2_pricing_report_sheet_quotes = /** @type {(inputs: Pricing_Report_Sheet_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţéš ·~]`)
};

/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Pricing_Report_Sheet_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_sheet_quotes = /** @type {((inputs?: Pricing_Report_Sheet_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Sheet_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_sheet_quotes(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_sheet_quotes(inputs)
	return en_pricing_report_sheet_quotes(inputs)
});