/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_TitleInputs */

const en_booking_review_title = /** @type {(inputs: Booking_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review the booking`)
};

const es_booking_review_title = /** @type {(inputs: Booking_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revise la reserva`)
};

const en_xa2_booking_review_title = /** @type {(inputs: Booking_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽíéŵ ţĥé ƀóóķíñĝ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Review the booking" |
*
* @param {Booking_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_title = /** @type {((inputs?: Booking_Review_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_review_title(inputs)
	if (locale === "en-XA") return en_xa2_booking_review_title(inputs)
	return en_booking_review_title(inputs)
});