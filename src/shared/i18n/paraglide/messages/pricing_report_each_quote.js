/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_Each_QuoteInputs */

const en_pricing_report_each_quote = /** @type {(inputs: Pricing_Report_Each_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each quote`)
};

const es_pricing_report_each_quote = /** @type {(inputs: Pricing_Report_Each_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada cotización`)
};

const en_xa2_pricing_report_each_quote = /** @type {(inputs: Pricing_Report_Each_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáçĥ ǫúóţé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Each quote" |
*
* @param {Pricing_Report_Each_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_each_quote = /** @type {((inputs?: Pricing_Report_Each_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Each_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_each_quote(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_each_quote(inputs)
	return en_pricing_report_each_quote(inputs)
});