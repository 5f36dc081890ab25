/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_DescriptionInputs */

const en_pricing_report_description = /** @type {(inputs: Pricing_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The quotes saved with a sell price in a period: each one with its buy, margin and sell, or per customer with their count, sell and margin per currency.`)
};

const es_pricing_report_description = /** @type {(inputs: Pricing_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las cotizaciones guardadas con precio de venta en un periodo: cada una con su compra, margen y venta, o por cliente con su número, venta y margen por moneda.`)
};

const en_xa2_pricing_report_description = /** @type {(inputs: Pricing_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţéš šáṽéð ŵíţĥ á šéļļ þŕíçé íñ á þéŕíóð: éáçĥ óñé ŵíţĥ íţš ƀúý, ɱáŕĝíñ áñð šéļļ, óŕ þéŕ çúšţóɱéŕ ŵíţĥ ţĥéíŕ çóúñţ, šéļļ áñð ɱáŕĝíñ þéŕ çúŕŕéñçý. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The quotes saved with a sell price in a period: each one with its buy, margin and sell, or per customer with their count, sell and margin per currency." |
*
* @param {Pricing_Report_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_description = /** @type {((inputs?: Pricing_Report_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_description(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_description(inputs)
	return en_pricing_report_description(inputs)
});