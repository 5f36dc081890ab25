/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_BookingInputs */

const en_booking_review_booking = /** @type {(inputs: Booking_Review_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking…`)
};

const es_booking_review_booking = /** @type {(inputs: Booking_Review_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservando…`)
};

const en_xa2_booking_review_booking = /** @type {(inputs: Booking_Review_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝ… ·~ ]`)
};

/**
* | output |
* | --- |
* | "Booking…" |
*
* @param {Booking_Review_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_booking = /** @type {((inputs?: Booking_Review_BookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_BookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_review_booking(inputs)
	if (locale === "en-XA") return en_xa2_booking_review_booking(inputs)
	return en_booking_review_booking(inputs)
});