/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Reported_By_CarrierInputs */

const en_tracking_free_reported_by_carrier = /** @type {(inputs: Tracking_Free_Reported_By_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reported by the carrier`)
};

const es_tracking_free_reported_by_carrier = /** @type {(inputs: Tracking_Free_Reported_By_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`informado por el transportista`)
};

const en_xa2_tracking_free_reported_by_carrier = /** @type {(inputs: Tracking_Free_Reported_By_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéþóŕţéð ƀý ţĥé çáŕŕíéŕ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "reported by the carrier" |
*
* @param {Tracking_Free_Reported_By_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_reported_by_carrier = /** @type {((inputs?: Tracking_Free_Reported_By_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Reported_By_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_reported_by_carrier(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_reported_by_carrier(inputs)
	return en_tracking_free_reported_by_carrier(inputs)
});