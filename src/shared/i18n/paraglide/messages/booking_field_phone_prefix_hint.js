/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Phone_Prefix_HintInputs */

const en_booking_field_phone_prefix_hint = /** @type {(inputs: Booking_Field_Phone_Prefix_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Without the +, e.g. 34.`)
};

const es_booking_field_phone_prefix_hint = /** @type {(inputs: Booking_Field_Phone_Prefix_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin el +, p. ej. 34.`)
};

const en_xa2_booking_field_phone_prefix_hint = /** @type {(inputs: Booking_Field_Phone_Prefix_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥóúţ ţĥé +, é.ĝ. 34. ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Without the +, e.g. 34." |
*
* @param {Booking_Field_Phone_Prefix_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_phone_prefix_hint = /** @type {((inputs?: Booking_Field_Phone_Prefix_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Phone_Prefix_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_phone_prefix_hint(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_phone_prefix_hint(inputs)
	return en_booking_field_phone_prefix_hint(inputs)
});