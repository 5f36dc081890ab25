/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Section_Destination_DescriptionInputs */

const en_booking_section_destination_description = /** @type {(inputs: Booking_Section_Destination_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who receives the goods, and where.`)
};

const es_booking_section_destination_description = /** @type {(inputs: Booking_Section_Destination_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién recibe la mercancía y dónde.`)
};

const en_xa2_booking_section_destination_description = /** @type {(inputs: Booking_Section_Destination_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥó ŕéçéíṽéš ţĥé ĝóóðš, áñð ŵĥéŕé. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Who receives the goods, and where." |
*
* @param {Booking_Section_Destination_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_destination_description = /** @type {((inputs?: Booking_Section_Destination_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_Destination_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_section_destination_description(inputs)
	if (locale === "en-XA") return en_xa2_booking_section_destination_description(inputs)
	return en_booking_section_destination_description(inputs)
});