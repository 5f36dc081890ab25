/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_BookedInputs */

const en_booking_flow_booked = /** @type {(inputs: Booking_Flow_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked.`)
};

const es_booking_flow_booked = /** @type {(inputs: Booking_Flow_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservado.`)
};

const en_xa2_booking_flow_booked = /** @type {(inputs: Booking_Flow_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķéð. ·~]`)
};

/**
* | output |
* | --- |
* | "Booked." |
*
* @param {Booking_Flow_BookedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_booked = /** @type {((inputs?: Booking_Flow_BookedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_BookedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_booked(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_booked(inputs)
	return en_booking_flow_booked(inputs)
});