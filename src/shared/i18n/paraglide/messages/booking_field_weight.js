/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_WeightInputs */

const en_booking_field_weight = /** @type {(inputs: Booking_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

const es_booking_field_weight = /** @type {(inputs: Booking_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

const en_xa2_booking_field_weight = /** @type {(inputs: Booking_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéíĝĥţ ·~]`)
};

/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Booking_Field_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_weight = /** @type {((inputs?: Booking_Field_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_weight(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_weight(inputs)
	return en_booking_field_weight(inputs)
});