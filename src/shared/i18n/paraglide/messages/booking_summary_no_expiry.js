/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Summary_No_ExpiryInputs */

const en_booking_summary_no_expiry = /** @type {(inputs: Booking_Summary_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No expiry given`)
};

const es_booking_summary_no_expiry = /** @type {(inputs: Booking_Summary_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin caducidad indicada`)
};

const en_xa2_booking_summary_no_expiry = /** @type {(inputs: Booking_Summary_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó éẋþíŕý ĝíṽéñ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No expiry given" |
*
* @param {Booking_Summary_No_ExpiryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_no_expiry = /** @type {((inputs?: Booking_Summary_No_ExpiryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_No_ExpiryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_summary_no_expiry(inputs)
	if (locale === "en-XA") return en_xa2_booking_summary_no_expiry(inputs)
	return en_booking_summary_no_expiry(inputs)
});