/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Report_Read_FailedInputs */

const en_tariffs_report_read_failed = /** @type {(inputs: Tariffs_Report_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the tariff report`)
};

const es_tariffs_report_read_failed = /** @type {(inputs: Tariffs_Report_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el informe de tarifas`)
};

const en_xa2_tariffs_report_read_failed = /** @type {(inputs: Tariffs_Report_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé ţáŕíƒƒ ŕéþóŕţ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not read the tariff report" |
*
* @param {Tariffs_Report_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_read_failed = /** @type {((inputs?: Tariffs_Report_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_read_failed(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_read_failed(inputs)
	return en_tariffs_report_read_failed(inputs)
});