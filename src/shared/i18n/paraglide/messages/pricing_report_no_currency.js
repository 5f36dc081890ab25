/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_No_CurrencyInputs */

const en_pricing_report_no_currency = /** @type {(inputs: Pricing_Report_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no currency`)
};

const es_pricing_report_no_currency = /** @type {(inputs: Pricing_Report_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin moneda`)
};

const en_xa2_pricing_report_no_currency = /** @type {(inputs: Pricing_Report_No_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó çúŕŕéñçý ·~ ·]`)
};

/**
* | output |
* | --- |
* | "no currency" |
*
* @param {Pricing_Report_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_no_currency = /** @type {((inputs?: Pricing_Report_No_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_No_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_no_currency(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_no_currency(inputs)
	return en_pricing_report_no_currency(inputs)
});