/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_AddressInputs */

const en_booking_field_address = /** @type {(inputs: Booking_Field_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const es_booking_field_address = /** @type {(inputs: Booking_Field_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección`)
};

const en_xa2_booking_field_address = /** @type {(inputs: Booking_Field_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððŕéšš ·~]`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Booking_Field_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_address = /** @type {((inputs?: Booking_Field_AddressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_AddressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_address(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_address(inputs)
	return en_booking_field_address(inputs)
});