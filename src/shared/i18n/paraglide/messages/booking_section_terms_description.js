/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Section_Terms_DescriptionInputs */

const en_booking_section_terms_description = /** @type {(inputs: Booking_Section_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who pays for what, and whether the shipment is tracked.`)
};

const es_booking_section_terms_description = /** @type {(inputs: Booking_Section_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién paga qué y si se hace seguimiento del envío.`)
};

const en_xa2_booking_section_terms_description = /** @type {(inputs: Booking_Section_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥó þáýš ƒóŕ ŵĥáţ, áñð ŵĥéţĥéŕ ţĥé šĥíþɱéñţ íš ţŕáçķéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Who pays for what, and whether the shipment is tracked." |
*
* @param {Booking_Section_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_terms_description = /** @type {((inputs?: Booking_Section_Terms_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_Terms_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_section_terms_description(inputs)
	if (locale === "en-XA") return en_xa2_booking_section_terms_description(inputs)
	return en_booking_section_terms_description(inputs)
});