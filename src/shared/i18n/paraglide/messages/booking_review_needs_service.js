/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_Needs_ServiceInputs */

const en_booking_review_needs_service = /** @type {(inputs: Booking_Review_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking needs the service.`)
};

const es_booking_review_needs_service = /** @type {(inputs: Booking_Review_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para reservar hace falta el servicio.`)
};

const en_xa2_booking_review_needs_service = /** @type {(inputs: Booking_Review_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝ ñééðš ţĥé šéŕṽíçé. ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Booking needs the service." |
*
* @param {Booking_Review_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_needs_service = /** @type {((inputs?: Booking_Review_Needs_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_Needs_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_review_needs_service(inputs)
	if (locale === "en-XA") return en_xa2_booking_review_needs_service(inputs)
	return en_booking_review_needs_service(inputs)
});