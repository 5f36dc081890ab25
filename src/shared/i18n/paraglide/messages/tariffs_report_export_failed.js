/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Report_Export_FailedInputs */

const en_tariffs_report_export_failed = /** @type {(inputs: Tariffs_Report_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The report was not saved`)
};

const es_tariffs_report_export_failed = /** @type {(inputs: Tariffs_Report_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El informe de tarifas no se guardó`)
};

const en_xa2_tariffs_report_export_failed = /** @type {(inputs: Tariffs_Report_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéþóŕţ ŵáš ñóţ šáṽéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The report was not saved" |
*
* @param {Tariffs_Report_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_export_failed = /** @type {((inputs?: Tariffs_Report_Export_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_Export_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_export_failed(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_export_failed(inputs)
	return en_tariffs_report_export_failed(inputs)
});