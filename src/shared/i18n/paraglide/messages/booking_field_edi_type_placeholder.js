/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Edi_Type_PlaceholderInputs */

const en_booking_field_edi_type_placeholder = /** @type {(inputs: Booking_Field_Edi_Type_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 204`)
};

const es_booking_field_edi_type_placeholder = /** @type {(inputs: Booking_Field_Edi_Type_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 204`)
};

const en_xa2_booking_field_edi_type_placeholder = /** @type {(inputs: Booking_Field_Edi_Type_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 204 ·~ ]`)
};

/**
* | output |
* | --- |
* | "e.g. 204" |
*
* @param {Booking_Field_Edi_Type_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_edi_type_placeholder = /** @type {((inputs?: Booking_Field_Edi_Type_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Edi_Type_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_edi_type_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_edi_type_placeholder(inputs)
	return en_booking_field_edi_type_placeholder(inputs)
});