/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_LinesInputs */

const en_pricing_report_lines = /** @type {(inputs: Pricing_Report_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lines`)
};

const es_pricing_report_lines = /** @type {(inputs: Pricing_Report_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas`)
};

const en_xa2_pricing_report_lines = /** @type {(inputs: Pricing_Report_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñéš ·]`)
};

/**
* | output |
* | --- |
* | "Lines" |
*
* @param {Pricing_Report_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_lines = /** @type {((inputs?: Pricing_Report_LinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_LinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_lines(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_lines(inputs)
	return en_pricing_report_lines(inputs)
});