/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Section_PickupInputs */

const en_booking_section_pickup = /** @type {(inputs: Booking_Section_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup and delivery`)
};

const es_booking_section_pickup = /** @type {(inputs: Booking_Section_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida y entrega`)
};

const en_xa2_booking_section_pickup = /** @type {(inputs: Booking_Section_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ áñð ðéļíṽéŕý ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Pickup and delivery" |
*
* @param {Booking_Section_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_pickup = /** @type {((inputs?: Booking_Section_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_section_pickup(inputs)
	if (locale === "en-XA") return en_xa2_booking_section_pickup(inputs)
	return en_booking_section_pickup(inputs)
});