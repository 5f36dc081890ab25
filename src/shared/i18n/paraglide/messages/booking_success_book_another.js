/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Success_Book_AnotherInputs */

const en_booking_success_book_another = /** @type {(inputs: Booking_Success_Book_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book another saved quote`)
};

const es_booking_success_book_another = /** @type {(inputs: Booking_Success_Book_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar otra cotización guardada`)
};

const en_xa2_booking_success_book_another = /** @type {(inputs: Booking_Success_Book_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ áñóţĥéŕ šáṽéð ǫúóţé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Book another saved quote" |
*
* @param {Booking_Success_Book_AnotherInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_book_another = /** @type {((inputs?: Booking_Success_Book_AnotherInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Book_AnotherInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_success_book_another(inputs)
	if (locale === "en-XA") return en_xa2_booking_success_book_another(inputs)
	return en_booking_success_book_another(inputs)
});