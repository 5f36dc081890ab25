/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Pickup_FromInputs */

const en_booking_field_pickup_from = /** @type {(inputs: Booking_Field_Pickup_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup from`)
};

const es_booking_field_pickup_from = /** @type {(inputs: Booking_Field_Pickup_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida desde`)
};

const en_xa2_booking_field_pickup_from = /** @type {(inputs: Booking_Field_Pickup_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ƒŕóɱ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Pickup from" |
*
* @param {Booking_Field_Pickup_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_from = /** @type {((inputs?: Booking_Field_Pickup_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Pickup_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_pickup_from(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_pickup_from(inputs)
	return en_booking_field_pickup_from(inputs)
});