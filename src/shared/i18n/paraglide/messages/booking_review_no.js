/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_NoInputs */

const en_booking_review_no = /** @type {(inputs: Booking_Review_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const es_booking_review_no = /** @type {(inputs: Booking_Review_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const en_xa2_booking_review_no = /** @type {(inputs: Booking_Review_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ]`)
};

/**
* | output |
* | --- |
* | "No" |
*
* @param {Booking_Review_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_no = /** @type {((inputs?: Booking_Review_NoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_NoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_review_no(inputs)
	if (locale === "en-XA") return en_xa2_booking_review_no(inputs)
	return en_booking_review_no(inputs)
});