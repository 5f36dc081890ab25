/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Export_CsvInputs */

const en_tracking_export_csv = /** @type {(inputs: Tracking_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

const es_tracking_export_csv = /** @type {(inputs: Tracking_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar CSV`)
};

const en_xa2_tracking_export_csv = /** @type {(inputs: Tracking_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ÇŠṼ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Tracking_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_csv = /** @type {((inputs?: Tracking_Export_CsvInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Export_CsvInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_export_csv(inputs)
	if (locale === "en-XA") return en_xa2_tracking_export_csv(inputs)
	return en_tracking_export_csv(inputs)
});