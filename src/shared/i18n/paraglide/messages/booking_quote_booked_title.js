/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Quote_Booked_TitleInputs */

const en_booking_quote_booked_title = /** @type {(inputs: Booking_Quote_Booked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This quote has been booked`)
};

const es_booking_quote_booked_title = /** @type {(inputs: Booking_Quote_Booked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cotización ya se ha reservado`)
};

const en_xa2_booking_quote_booked_title = /** @type {(inputs: Booking_Quote_Booked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ǫúóţé ĥáš ƀééñ ƀóóķéð ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "This quote has been booked" |
*
* @param {Booking_Quote_Booked_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_booked_title = /** @type {((inputs?: Booking_Quote_Booked_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Booked_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_quote_booked_title(inputs)
	if (locale === "en-XA") return en_xa2_booking_quote_booked_title(inputs)
	return en_booking_quote_booked_title(inputs)
});