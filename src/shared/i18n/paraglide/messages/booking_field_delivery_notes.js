/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Delivery_NotesInputs */

const en_booking_field_delivery_notes = /** @type {(inputs: Booking_Field_Delivery_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery notes`)
};

const es_booking_field_delivery_notes = /** @type {(inputs: Booking_Field_Delivery_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas de entrega`)
};

const en_xa2_booking_field_delivery_notes = /** @type {(inputs: Booking_Field_Delivery_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ñóţéš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Delivery notes" |
*
* @param {Booking_Field_Delivery_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_delivery_notes = /** @type {((inputs?: Booking_Field_Delivery_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Delivery_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_delivery_notes(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_delivery_notes(inputs)
	return en_booking_field_delivery_notes(inputs)
});