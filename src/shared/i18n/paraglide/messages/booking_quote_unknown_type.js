/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Quote_Unknown_TypeInputs */

const en_booking_quote_unknown_type = /** @type {(inputs: Booking_Quote_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown type`)
};

const es_booking_quote_unknown_type = /** @type {(inputs: Booking_Quote_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo desconocido`)
};

const en_xa2_booking_quote_unknown_type = /** @type {(inputs: Booking_Quote_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ ţýþé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Unknown type" |
*
* @param {Booking_Quote_Unknown_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_unknown_type = /** @type {((inputs?: Booking_Quote_Unknown_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Unknown_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_quote_unknown_type(inputs)
	if (locale === "en-XA") return en_xa2_booking_quote_unknown_type(inputs)
	return en_booking_quote_unknown_type(inputs)
});