/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_EmailInputs */

const en_booking_field_email = /** @type {(inputs: Booking_Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const es_booking_field_email = /** @type {(inputs: Booking_Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

const en_xa2_booking_field_email = /** @type {(inputs: Booking_Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[É-ɱáíļ ·~]`)
};

/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Booking_Field_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_email = /** @type {((inputs?: Booking_Field_EmailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_EmailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_email(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_email(inputs)
	return en_booking_field_email(inputs)
});