/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Summary_ExpiredInputs */

const en_booking_summary_expired = /** @type {(inputs: Booking_Summary_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

const es_booking_summary_expired = /** @type {(inputs: Booking_Summary_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caducada`)
};

const en_xa2_booking_summary_expired = /** @type {(inputs: Booking_Summary_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ·~]`)
};

/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Booking_Summary_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_expired = /** @type {((inputs?: Booking_Summary_ExpiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_ExpiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_summary_expired(inputs)
	if (locale === "en-XA") return en_xa2_booking_summary_expired(inputs)
	return en_booking_summary_expired(inputs)
});