/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_YesInputs */

const en_booking_review_yes = /** @type {(inputs: Booking_Review_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

const es_booking_review_yes = /** @type {(inputs: Booking_Review_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

const en_xa2_booking_review_yes = /** @type {(inputs: Booking_Review_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýéš ·]`)
};

/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Booking_Review_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_yes = /** @type {((inputs?: Booking_Review_YesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_YesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_review_yes(inputs)
	if (locale === "en-XA") return en_xa2_booking_review_yes(inputs)
	return en_booking_review_yes(inputs)
});