/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Quote_Load_FailedInputs */

const en_booking_quote_load_failed = /** @type {(inputs: Booking_Quote_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the saved quotes`)
};

const es_booking_quote_load_failed = /** @type {(inputs: Booking_Quote_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las cotizaciones guardadas`)
};

const en_xa2_booking_quote_load_failed = /** @type {(inputs: Booking_Quote_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé šáṽéð ǫúóţéš ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not load the saved quotes" |
*
* @param {Booking_Quote_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_load_failed = /** @type {((inputs?: Booking_Quote_Load_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Load_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_quote_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_booking_quote_load_failed(inputs)
	return en_booking_quote_load_failed(inputs)
});