/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_Export_XlsxInputs */

const en_pricing_report_export_xlsx = /** @type {(inputs: Pricing_Report_Export_XlsxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export XLSX`)
};

const es_pricing_report_export_xlsx = /** @type {(inputs: Pricing_Report_Export_XlsxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar XLSX`)
};

const en_xa2_pricing_report_export_xlsx = /** @type {(inputs: Pricing_Report_Export_XlsxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ẊĻŠẊ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Export XLSX" |
*
* @param {Pricing_Report_Export_XlsxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_export_xlsx = /** @type {((inputs?: Pricing_Report_Export_XlsxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Export_XlsxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_export_xlsx(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_export_xlsx(inputs)
	return en_pricing_report_export_xlsx(inputs)
});