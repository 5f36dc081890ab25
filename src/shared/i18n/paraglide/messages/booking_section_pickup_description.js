/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Section_Pickup_DescriptionInputs */

const en_booking_section_pickup_description = /** @type {(inputs: Booking_Section_Pickup_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pickup window on the pickup day, and notes for the driver.`)
};

const es_booking_section_pickup_description = /** @type {(inputs: Booking_Section_Pickup_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La franja de recogida del día de recogida y las notas para el conductor.`)
};

const en_xa2_booking_section_pickup_description = /** @type {(inputs: Booking_Section_Pickup_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þíçķúþ ŵíñðóŵ óñ ţĥé þíçķúþ ðáý, áñð ñóţéš ƒóŕ ţĥé ðŕíṽéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The pickup window on the pickup day, and notes for the driver." |
*
* @param {Booking_Section_Pickup_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_pickup_description = /** @type {((inputs?: Booking_Section_Pickup_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_Pickup_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_section_pickup_description(inputs)
	if (locale === "en-XA") return en_xa2_booking_section_pickup_description(inputs)
	return en_booking_section_pickup_description(inputs)
});