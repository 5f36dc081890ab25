/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mode: NonNullable<unknown> }} Booking_Drafts_The_BookingInputs */

const en_booking_drafts_the_booking = /** @type {(inputs: Booking_Drafts_The_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.mode} booking`)
};

const es_booking_drafts_the_booking = /** @type {(inputs: Booking_Drafts_The_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la reserva de ${i?.mode}`)
};

const en_xa2_booking_drafts_the_booking = /** @type {(inputs: Booking_Drafts_The_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ${i?.mode} ƀóóķíñĝ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the {mode} booking" |
*
* @param {Booking_Drafts_The_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_the_booking = /** @type {((inputs: Booking_Drafts_The_BookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_The_BookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_drafts_the_booking(inputs)
	if (locale === "en-XA") return en_xa2_booking_drafts_the_booking(inputs)
	return en_booking_drafts_the_booking(inputs)
});