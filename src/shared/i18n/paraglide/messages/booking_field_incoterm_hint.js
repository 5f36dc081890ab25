/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Incoterm_HintInputs */

const en_booking_field_incoterm_hint = /** @type {(inputs: Booking_Field_Incoterm_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incoterms 2020.`)
};

const es_booking_field_incoterm_hint = /** @type {(inputs: Booking_Field_Incoterm_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incoterms 2020.`)
};

const en_xa2_booking_field_incoterm_hint = /** @type {(inputs: Booking_Field_Incoterm_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñçóţéŕɱš 2020. ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Incoterms 2020." |
*
* @param {Booking_Field_Incoterm_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_incoterm_hint = /** @type {((inputs?: Booking_Field_Incoterm_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Incoterm_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_incoterm_hint(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_incoterm_hint(inputs)
	return en_booking_field_incoterm_hint(inputs)
});