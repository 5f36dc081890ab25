/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Quote_Open_From_QuotesInputs */

const en_booking_quote_open_from_quotes = /** @type {(inputs: Booking_Quote_Open_From_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open it from the Quotes screen, which passes its type along.`)
};

const es_booking_quote_open_from_quotes = /** @type {(inputs: Booking_Quote_Open_From_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ábrala desde la pantalla Cotizaciones, que indica su tipo.`)
};

const en_xa2_booking_quote_open_from_quotes = /** @type {(inputs: Booking_Quote_Open_From_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ íţ ƒŕóɱ ţĥé Ǫúóţéš šçŕééñ, ŵĥíçĥ þáššéš íţš ţýþé áļóñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Open it from the Quotes screen, which passes its type along." |
*
* @param {Booking_Quote_Open_From_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_open_from_quotes = /** @type {((inputs?: Booking_Quote_Open_From_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Open_From_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_quote_open_from_quotes(inputs)
	if (locale === "en-XA") return en_xa2_booking_quote_open_from_quotes(inputs)
	return en_booking_quote_open_from_quotes(inputs)
});