/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_QuantityInputs */

const en_booking_field_quantity = /** @type {(inputs: Booking_Field_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity`)
};

const es_booking_field_quantity = /** @type {(inputs: Booking_Field_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cantidad`)
};

const en_xa2_booking_field_quantity = /** @type {(inputs: Booking_Field_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúáñţíţý ·~ ]`)
};

/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Booking_Field_QuantityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_quantity = /** @type {((inputs?: Booking_Field_QuantityInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_QuantityInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_quantity(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_quantity(inputs)
	return en_booking_field_quantity(inputs)
});