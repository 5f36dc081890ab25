/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_List_ReadingInputs */

const en_booking_list_reading = /** @type {(inputs: Booking_List_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the bookings…`)
};

const es_booking_list_reading = /** @type {(inputs: Booking_List_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo las reservas…`)
};

const en_xa2_booking_list_reading = /** @type {(inputs: Booking_List_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðíñĝ ţĥé ƀóóķíñĝš… ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Reading the bookings…" |
*
* @param {Booking_List_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_reading = /** @type {((inputs?: Booking_List_ReadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_ReadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_list_reading(inputs)
	if (locale === "en-XA") return en_xa2_booking_list_reading(inputs)
	return en_booking_list_reading(inputs)
});