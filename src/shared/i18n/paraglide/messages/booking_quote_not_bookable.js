/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mode: NonNullable<unknown> }} Booking_Quote_Not_BookableInputs */

const en_booking_quote_not_bookable = /** @type {(inputs: Booking_Quote_Not_BookableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mode} quotes cannot be booked here`)
};

const es_booking_quote_not_bookable = /** @type {(inputs: Booking_Quote_Not_BookableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las cotizaciones de tipo ${i?.mode} no se pueden reservar aquí`)
};

const en_xa2_booking_quote_not_bookable = /** @type {(inputs: Booking_Quote_Not_BookableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.mode} ǫúóţéš çáññóţ ƀé ƀóóķéð ĥéŕé ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{mode} quotes cannot be booked here" |
*
* @param {Booking_Quote_Not_BookableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_not_bookable = /** @type {((inputs: Booking_Quote_Not_BookableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Not_BookableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_quote_not_bookable(inputs)
	if (locale === "en-XA") return en_xa2_booking_quote_not_bookable(inputs)
	return en_booking_quote_not_bookable(inputs)
});