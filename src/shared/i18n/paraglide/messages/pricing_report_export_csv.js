/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_Export_CsvInputs */

const en_pricing_report_export_csv = /** @type {(inputs: Pricing_Report_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

const es_pricing_report_export_csv = /** @type {(inputs: Pricing_Report_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar CSV`)
};

const en_xa2_pricing_report_export_csv = /** @type {(inputs: Pricing_Report_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ÇŠṼ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Pricing_Report_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_export_csv = /** @type {((inputs?: Pricing_Report_Export_CsvInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Export_CsvInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_export_csv(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_export_csv(inputs)
	return en_pricing_report_export_csv(inputs)
});