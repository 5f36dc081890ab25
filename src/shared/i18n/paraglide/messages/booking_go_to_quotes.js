/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Go_To_QuotesInputs */

const en_booking_go_to_quotes = /** @type {(inputs: Booking_Go_To_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Quotes`)
};

const es_booking_go_to_quotes = /** @type {(inputs: Booking_Go_To_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a Cotizaciones`)
};

const en_xa2_booking_go_to_quotes = /** @type {(inputs: Booking_Go_To_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó Ǫúóţéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Go to Quotes" |
*
* @param {Booking_Go_To_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_go_to_quotes = /** @type {((inputs?: Booking_Go_To_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Go_To_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_go_to_quotes(inputs)
	if (locale === "en-XA") return en_xa2_booking_go_to_quotes(inputs)
	return en_booking_go_to_quotes(inputs)
});