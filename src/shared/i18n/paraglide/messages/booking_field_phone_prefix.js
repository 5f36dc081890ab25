/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Phone_PrefixInputs */

const en_booking_field_phone_prefix = /** @type {(inputs: Booking_Field_Phone_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone prefix`)
};

const es_booking_field_phone_prefix = /** @type {(inputs: Booking_Field_Phone_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prefijo telefónico`)
};

const en_xa2_booking_field_phone_prefix = /** @type {(inputs: Booking_Field_Phone_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þĥóñé þŕéƒíẋ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Phone prefix" |
*
* @param {Booking_Field_Phone_PrefixInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_phone_prefix = /** @type {((inputs?: Booking_Field_Phone_PrefixInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Phone_PrefixInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_phone_prefix(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_phone_prefix(inputs)
	return en_booking_field_phone_prefix(inputs)
});