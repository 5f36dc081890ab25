/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Export_LabelInputs */

const en_tracking_export_label = /** @type {(inputs: Tracking_Export_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export the list`)
};

const es_tracking_export_label = /** @type {(inputs: Tracking_Export_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar la lista`)
};

const en_xa2_tracking_export_label = /** @type {(inputs: Tracking_Export_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ţĥé ļíšţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Export the list" |
*
* @param {Tracking_Export_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_label = /** @type {((inputs?: Tracking_Export_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Export_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_export_label(inputs)
	if (locale === "en-XA") return en_xa2_tracking_export_label(inputs)
	return en_tracking_export_label(inputs)
});