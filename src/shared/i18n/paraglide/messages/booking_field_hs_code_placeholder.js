/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Hs_Code_PlaceholderInputs */

const en_booking_field_hs_code_placeholder = /** @type {(inputs: Booking_Field_Hs_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 8401.10`)
};

const es_booking_field_hs_code_placeholder = /** @type {(inputs: Booking_Field_Hs_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 8401.10`)
};

const en_xa2_booking_field_hs_code_placeholder = /** @type {(inputs: Booking_Field_Hs_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 8401.10 ·~ ·]`)
};

/**
* | output |
* | --- |
* | "e.g. 8401.10" |
*
* @param {Booking_Field_Hs_Code_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_hs_code_placeholder = /** @type {((inputs?: Booking_Field_Hs_Code_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Hs_Code_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_hs_code_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_hs_code_placeholder(inputs)
	return en_booking_field_hs_code_placeholder(inputs)
});