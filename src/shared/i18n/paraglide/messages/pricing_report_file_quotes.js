/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Pricing_Report_File_QuotesInputs */

const en_pricing_report_file_quotes = /** @type {(inputs: Pricing_Report_File_QuotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`quotes ${i?.from} to ${i?.to}`)
};

const es_pricing_report_file_quotes = /** @type {(inputs: Pricing_Report_File_QuotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cotizaciones ${i?.from} a ${i?.to}`)
};

const en_xa2_pricing_report_file_quotes = /** @type {(inputs: Pricing_Report_File_QuotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ǫúóţéš ${i?.from} ţó ${i?.to} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "quotes {from} to {to}" |
*
* @param {Pricing_Report_File_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_file_quotes = /** @type {((inputs: Pricing_Report_File_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_File_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_file_quotes(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_file_quotes(inputs)
	return en_pricing_report_file_quotes(inputs)
});