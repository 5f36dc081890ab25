/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_PhoneInputs */

const en_booking_field_phone = /** @type {(inputs: Booking_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const es_booking_field_phone = /** @type {(inputs: Booking_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

const en_xa2_booking_field_phone = /** @type {(inputs: Booking_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þĥóñé ·]`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Booking_Field_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_phone = /** @type {((inputs?: Booking_Field_PhoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_PhoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_phone(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_phone(inputs)
	return en_booking_field_phone(inputs)
});