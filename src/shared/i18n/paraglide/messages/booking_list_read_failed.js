/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_List_Read_FailedInputs */

const en_booking_list_read_failed = /** @type {(inputs: Booking_List_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the bookings`)
};

const es_booking_list_read_failed = /** @type {(inputs: Booking_List_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer las reservas`)
};

const en_xa2_booking_list_read_failed = /** @type {(inputs: Booking_List_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé ƀóóķíñĝš ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Could not read the bookings" |
*
* @param {Booking_List_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_read_failed = /** @type {((inputs?: Booking_List_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_list_read_failed(inputs)
	if (locale === "en-XA") return en_xa2_booking_list_read_failed(inputs)
	return en_booking_list_read_failed(inputs)
});