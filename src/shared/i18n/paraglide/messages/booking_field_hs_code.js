/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Hs_CodeInputs */

const en_booking_field_hs_code = /** @type {(inputs: Booking_Field_Hs_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HS code`)
};

const es_booking_field_hs_code = /** @type {(inputs: Booking_Field_Hs_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código HS`)
};

const en_xa2_booking_field_hs_code = /** @type {(inputs: Booking_Field_Hs_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĤŠ çóðé ·~]`)
};

/**
* | output |
* | --- |
* | "HS code" |
*
* @param {Booking_Field_Hs_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_hs_code = /** @type {((inputs?: Booking_Field_Hs_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Hs_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_hs_code(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_hs_code(inputs)
	return en_booking_field_hs_code(inputs)
});