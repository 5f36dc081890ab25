/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_BackInputs */

const en_booking_review_back = /** @type {(inputs: Booking_Review_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to edit`)
};

const es_booking_review_back = /** @type {(inputs: Booking_Review_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a editar`)
};

const en_xa2_booking_review_back = /** @type {(inputs: Booking_Review_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţó éðíţ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Back to edit" |
*
* @param {Booking_Review_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_back = /** @type {((inputs?: Booking_Review_BackInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_BackInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_review_back(inputs)
	if (locale === "en-XA") return en_xa2_booking_review_back(inputs)
	return en_booking_review_back(inputs)
});