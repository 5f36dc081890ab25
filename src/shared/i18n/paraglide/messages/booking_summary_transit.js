/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Summary_TransitInputs */

const en_booking_summary_transit = /** @type {(inputs: Booking_Summary_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit`)
};

const es_booking_summary_transit = /** @type {(inputs: Booking_Summary_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tránsito`)
};

const en_xa2_booking_summary_transit = /** @type {(inputs: Booking_Summary_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšíţ ·~]`)
};

/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Booking_Summary_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_transit = /** @type {((inputs?: Booking_Summary_TransitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_TransitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_summary_transit(inputs)
	if (locale === "en-XA") return en_xa2_booking_summary_transit(inputs)
	return en_booking_summary_transit(inputs)
});