/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_Unknown_Do_Not_BookInputs */

const en_booking_flow_unknown_do_not_book = /** @type {(inputs: Booking_Flow_Unknown_Do_Not_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do not book this quote again yet.`)
};

const es_booking_flow_unknown_do_not_book = /** @type {(inputs: Booking_Flow_Unknown_Do_Not_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No vuelva a reservar esta cotización todavía.`)
};

const en_xa2_booking_flow_unknown_do_not_book = /** @type {(inputs: Booking_Flow_Unknown_Do_Not_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðó ñóţ ƀóóķ ţĥíš ǫúóţé áĝáíñ ýéţ. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Do not book this quote again yet." |
*
* @param {Booking_Flow_Unknown_Do_Not_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_do_not_book = /** @type {((inputs?: Booking_Flow_Unknown_Do_Not_BookInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Unknown_Do_Not_BookInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_unknown_do_not_book(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_unknown_do_not_book(inputs)
	return en_booking_flow_unknown_do_not_book(inputs)
});