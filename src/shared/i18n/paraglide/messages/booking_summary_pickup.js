/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Summary_PickupInputs */

const en_booking_summary_pickup = /** @type {(inputs: Booking_Summary_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

const es_booking_summary_pickup = /** @type {(inputs: Booking_Summary_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida`)
};

const en_xa2_booking_summary_pickup = /** @type {(inputs: Booking_Summary_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ·~]`)
};

/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Booking_Summary_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_pickup = /** @type {((inputs?: Booking_Summary_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_summary_pickup(inputs)
	if (locale === "en-XA") return en_xa2_booking_summary_pickup(inputs)
	return en_booking_summary_pickup(inputs)
});