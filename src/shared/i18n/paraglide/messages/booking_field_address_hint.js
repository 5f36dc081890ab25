/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Address_HintInputs */

const en_booking_field_address_hint = /** @type {(inputs: Booking_Field_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street, postal code and city.`)
};

const es_booking_field_address_hint = /** @type {(inputs: Booking_Field_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calle, código postal y ciudad.`)
};

const en_xa2_booking_field_address_hint = /** @type {(inputs: Booking_Field_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţŕééţ, þóšţáļ çóðé áñð çíţý. ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Street, postal code and city." |
*
* @param {Booking_Field_Address_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_address_hint = /** @type {((inputs?: Booking_Field_Address_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Address_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_address_hint(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_address_hint(inputs)
	return en_booking_field_address_hint(inputs)
});