/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_BookingInputs */

const en_route_booking = /** @type {(inputs: Route_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings`)
};

const es_route_booking = /** @type {(inputs: Route_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservas`)
};

const en_xa2_route_booking = /** @type {(inputs: Route_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Route_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking = /** @type {((inputs?: Route_BookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_BookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_booking(inputs)
	if (locale === "en-XA") return en_xa2_route_booking(inputs)
	return en_route_booking(inputs)
});