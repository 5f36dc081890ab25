/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Section_TermsInputs */

const en_booking_section_terms = /** @type {(inputs: Booking_Section_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms`)
};

const es_booking_section_terms = /** @type {(inputs: Booking_Section_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condiciones`)
};

const en_xa2_booking_section_terms = /** @type {(inputs: Booking_Section_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéŕɱš ·]`)
};

/**
* | output |
* | --- |
* | "Terms" |
*
* @param {Booking_Section_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_terms = /** @type {((inputs?: Booking_Section_TermsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_TermsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_section_terms(inputs)
	if (locale === "en-XA") return en_xa2_booking_section_terms(inputs)
	return en_booking_section_terms(inputs)
});