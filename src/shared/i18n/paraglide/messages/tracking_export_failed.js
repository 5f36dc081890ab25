/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Export_FailedInputs */

const en_tracking_export_failed = /** @type {(inputs: Tracking_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list was not exported`)
};

const es_tracking_export_failed = /** @type {(inputs: Tracking_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se exportó la lista`)
};

const en_xa2_tracking_export_failed = /** @type {(inputs: Tracking_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíšţ ŵáš ñóţ éẋþóŕţéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The list was not exported" |
*
* @param {Tracking_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_failed = /** @type {((inputs?: Tracking_Export_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Export_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_export_failed(inputs)
	if (locale === "en-XA") return en_xa2_tracking_export_failed(inputs)
	return en_tracking_export_failed(inputs)
});