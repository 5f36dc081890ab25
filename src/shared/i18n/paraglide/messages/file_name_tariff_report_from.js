/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contract: NonNullable<unknown>, from: NonNullable<unknown> }} File_Name_Tariff_Report_FromInputs */

const en_file_name_tariff_report_from = /** @type {(inputs: File_Name_Tariff_Report_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tariff-report ${i?.contract} from ${i?.from}`)
};

const es_file_name_tariff_report_from = /** @type {(inputs: File_Name_Tariff_Report_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`informe-tarifas ${i?.contract} desde ${i?.from}`)
};

const en_xa2_file_name_tariff_report_from = /** @type {(inputs: File_Name_Tariff_Report_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţáŕíƒƒ-ŕéþóŕţ ${i?.contract} ƒŕóɱ ${i?.from} ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "tariff-report {contract} from {from}" |
*
* @param {File_Name_Tariff_Report_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_tariff_report_from = /** @type {((inputs: File_Name_Tariff_Report_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Name_Tariff_Report_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_name_tariff_report_from(inputs)
	if (locale === "en-XA") return en_xa2_file_name_tariff_report_from(inputs)
	return en_file_name_tariff_report_from(inputs)
});