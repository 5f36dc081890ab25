/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_BookInputs */

const en_booking_review_book = /** @type {(inputs: Booking_Review_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book shipment`)
};

const es_booking_review_book = /** @type {(inputs: Booking_Review_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar el envío`)
};

const en_xa2_booking_review_book = /** @type {(inputs: Booking_Review_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ šĥíþɱéñţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Book shipment" |
*
* @param {Booking_Review_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_book = /** @type {((inputs?: Booking_Review_BookInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_BookInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_review_book(inputs)
	if (locale === "en-XA") return en_xa2_booking_review_book(inputs)
	return en_booking_review_book(inputs)
});