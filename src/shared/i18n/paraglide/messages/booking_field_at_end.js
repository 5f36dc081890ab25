/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, end: NonNullable<unknown> }} Booking_Field_At_EndInputs */

const en_booking_field_at_end = /** @type {(inputs: Booking_Field_At_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (${i?.end})`)
};

const es_booking_field_at_end = /** @type {(inputs: Booking_Field_At_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (${i?.end})`)
};

const en_xa2_booking_field_at_end = /** @type {(inputs: Booking_Field_At_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} (${i?.end}) ·]`)
};

/**
* | output |
* | --- |
* | "{field} ({end})" |
*
* @param {Booking_Field_At_EndInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_at_end = /** @type {((inputs: Booking_Field_At_EndInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_At_EndInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_at_end(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_at_end(inputs)
	return en_booking_field_at_end(inputs)
});