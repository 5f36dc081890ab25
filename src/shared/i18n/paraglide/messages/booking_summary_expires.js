/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Summary_ExpiresInputs */

const en_booking_summary_expires = /** @type {(inputs: Booking_Summary_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

const es_booking_summary_expires = /** @type {(inputs: Booking_Summary_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caduca`)
};

const en_xa2_booking_summary_expires = /** @type {(inputs: Booking_Summary_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéš ·~]`)
};

/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Booking_Summary_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_expires = /** @type {((inputs?: Booking_Summary_ExpiresInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_ExpiresInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_summary_expires(inputs)
	if (locale === "en-XA") return en_xa2_booking_summary_expires(inputs)
	return en_booking_summary_expires(inputs)
});