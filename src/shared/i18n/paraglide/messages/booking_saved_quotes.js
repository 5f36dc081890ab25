/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Saved_QuotesInputs */

const en_booking_saved_quotes = /** @type {(inputs: Booking_Saved_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quotes`)
};

const es_booking_saved_quotes = /** @type {(inputs: Booking_Saved_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizaciones guardadas`)
};

const en_xa2_booking_saved_quotes = /** @type {(inputs: Booking_Saved_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ǫúóţéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Saved quotes" |
*
* @param {Booking_Saved_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_saved_quotes = /** @type {((inputs?: Booking_Saved_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Saved_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_saved_quotes(inputs)
	if (locale === "en-XA") return en_xa2_booking_saved_quotes(inputs)
	return en_booking_saved_quotes(inputs)
});