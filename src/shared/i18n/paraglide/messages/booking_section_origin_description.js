/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Section_Origin_DescriptionInputs */

const en_booking_section_origin_description = /** @type {(inputs: Booking_Section_Origin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who hands over the goods, and where.`)
};

const es_booking_section_origin_description = /** @type {(inputs: Booking_Section_Origin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién entrega la mercancía y dónde.`)
};

const en_xa2_booking_section_origin_description = /** @type {(inputs: Booking_Section_Origin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥó ĥáñðš óṽéŕ ţĥé ĝóóðš, áñð ŵĥéŕé. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Who hands over the goods, and where." |
*
* @param {Booking_Section_Origin_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_origin_description = /** @type {((inputs?: Booking_Section_Origin_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_Origin_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_section_origin_description(inputs)
	if (locale === "en-XA") return en_xa2_booking_section_origin_description(inputs)
	return en_booking_section_origin_description(inputs)
});