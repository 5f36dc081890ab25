/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_IncotermInputs */

const en_booking_field_incoterm = /** @type {(inputs: Booking_Field_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incoterm`)
};

const es_booking_field_incoterm = /** @type {(inputs: Booking_Field_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incoterm`)
};

const en_xa2_booking_field_incoterm = /** @type {(inputs: Booking_Field_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñçóţéŕɱ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Incoterm" |
*
* @param {Booking_Field_IncotermInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_incoterm = /** @type {((inputs?: Booking_Field_IncotermInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_IncotermInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_incoterm(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_incoterm(inputs)
	return en_booking_field_incoterm(inputs)
});