/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Pickup_UntilInputs */

const en_booking_field_pickup_until = /** @type {(inputs: Booking_Field_Pickup_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup until`)
};

const es_booking_field_pickup_until = /** @type {(inputs: Booking_Field_Pickup_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida hasta`)
};

const en_xa2_booking_field_pickup_until = /** @type {(inputs: Booking_Field_Pickup_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ úñţíļ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Pickup until" |
*
* @param {Booking_Field_Pickup_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_until = /** @type {((inputs?: Booking_Field_Pickup_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Pickup_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_pickup_until(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_pickup_until(inputs)
	return en_booking_field_pickup_until(inputs)
});