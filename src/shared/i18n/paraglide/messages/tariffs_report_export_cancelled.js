/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Report_Export_CancelledInputs */

const en_tariffs_report_export_cancelled = /** @type {(inputs: Tariffs_Report_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: the export was cancelled.`)
};

const es_tariffs_report_export_cancelled = /** @type {(inputs: Tariffs_Report_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó: se canceló la exportación.`)
};

const en_xa2_tariffs_report_export_cancelled = /** @type {(inputs: Tariffs_Report_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ţĥé éẋþóŕţ ŵáš çáñçéļļéð. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Not saved: the export was cancelled." |
*
* @param {Tariffs_Report_Export_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_export_cancelled = /** @type {((inputs?: Tariffs_Report_Export_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_Export_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_export_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_export_cancelled(inputs)
	return en_tariffs_report_export_cancelled(inputs)
});