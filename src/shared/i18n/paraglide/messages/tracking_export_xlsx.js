/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Export_XlsxInputs */

const en_tracking_export_xlsx = /** @type {(inputs: Tracking_Export_XlsxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export XLSX`)
};

const es_tracking_export_xlsx = /** @type {(inputs: Tracking_Export_XlsxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar XLSX`)
};

const en_xa2_tracking_export_xlsx = /** @type {(inputs: Tracking_Export_XlsxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ẊĻŠẊ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Export XLSX" |
*
* @param {Tracking_Export_XlsxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_xlsx = /** @type {((inputs?: Tracking_Export_XlsxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Export_XlsxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_export_xlsx(inputs)
	if (locale === "en-XA") return en_xa2_tracking_export_xlsx(inputs)
	return en_tracking_export_xlsx(inputs)
});