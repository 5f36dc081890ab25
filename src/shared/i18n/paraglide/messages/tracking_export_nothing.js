/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Export_NothingInputs */

const en_tracking_export_nothing = /** @type {(inputs: Tracking_Export_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shipment matches: nothing to export`)
};

const es_tracking_export_nothing = /** @type {(inputs: Tracking_Export_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún envío coincide: nada que exportar`)
};

const en_xa2_tracking_export_nothing = /** @type {(inputs: Tracking_Export_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţ ɱáţçĥéš: ñóţĥíñĝ ţó éẋþóŕţ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No shipment matches: nothing to export" |
*
* @param {Tracking_Export_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_nothing = /** @type {((inputs?: Tracking_Export_NothingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Export_NothingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_export_nothing(inputs)
	if (locale === "en-XA") return en_xa2_tracking_export_nothing(inputs)
	return en_tracking_export_nothing(inputs)
});