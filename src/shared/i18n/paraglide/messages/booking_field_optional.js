/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_OptionalInputs */

const en_booking_field_optional = /** @type {(inputs: Booking_Field_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional.`)
};

const es_booking_field_optional = /** @type {(inputs: Booking_Field_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional.`)
};

const en_xa2_booking_field_optional = /** @type {(inputs: Booking_Field_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ. ·~ ]`)
};

/**
* | output |
* | --- |
* | "Optional." |
*
* @param {Booking_Field_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_optional = /** @type {((inputs?: Booking_Field_OptionalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_OptionalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_optional(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_optional(inputs)
	return en_booking_field_optional(inputs)
});