/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contract: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} File_Name_Tariff_Report_PeriodInputs */

const en_file_name_tariff_report_period = /** @type {(inputs: File_Name_Tariff_Report_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tariff-report ${i?.contract} ${i?.from} to ${i?.to}`)
};

const es_file_name_tariff_report_period = /** @type {(inputs: File_Name_Tariff_Report_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`informe-tarifas ${i?.contract} ${i?.from} a ${i?.to}`)
};

const en_xa2_file_name_tariff_report_period = /** @type {(inputs: File_Name_Tariff_Report_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţáŕíƒƒ-ŕéþóŕţ ${i?.contract} ${i?.from} ţó ${i?.to} ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "tariff-report {contract} {from} to {to}" |
*
* @param {File_Name_Tariff_Report_PeriodInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_tariff_report_period = /** @type {((inputs: File_Name_Tariff_Report_PeriodInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Name_Tariff_Report_PeriodInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_name_tariff_report_period(inputs)
	if (locale === "en-XA") return en_xa2_file_name_tariff_report_period(inputs)
	return en_file_name_tariff_report_period(inputs)
});