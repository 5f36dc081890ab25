/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_Book_CurrentInputs */

const en_booking_flow_book_current = /** @type {(inputs: Booking_Flow_Book_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and book a current quote.`)
};

const es_booking_flow_book_current = /** @type {(inputs: Booking_Flow_Book_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`y reserve una cotización vigente.`)
};

const en_xa2_booking_flow_book_current = /** @type {(inputs: Booking_Flow_Book_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñð ƀóóķ á çúŕŕéñţ ǫúóţé. ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "and book a current quote." |
*
* @param {Booking_Flow_Book_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_book_current = /** @type {((inputs?: Booking_Flow_Book_CurrentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Book_CurrentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_book_current(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_book_current(inputs)
	return en_booking_flow_book_current(inputs)
});