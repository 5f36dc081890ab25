/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Edi_TypeInputs */

const en_booking_field_edi_type = /** @type {(inputs: Booking_Field_Edi_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EDI type`)
};

const es_booking_field_edi_type = /** @type {(inputs: Booking_Field_Edi_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo EDI`)
};

const en_xa2_booking_field_edi_type = /** @type {(inputs: Booking_Field_Edi_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÉÐÍ ţýþé ·~ ]`)
};

/**
* | output |
* | --- |
* | "EDI type" |
*
* @param {Booking_Field_Edi_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_edi_type = /** @type {((inputs?: Booking_Field_Edi_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Edi_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_edi_type(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_edi_type(inputs)
	return en_booking_field_edi_type(inputs)
});