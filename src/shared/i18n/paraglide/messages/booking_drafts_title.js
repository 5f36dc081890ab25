/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Drafts_TitleInputs */

const en_booking_drafts_title = /** @type {(inputs: Booking_Drafts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings in progress`)
};

const es_booking_drafts_title = /** @type {(inputs: Booking_Drafts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservas en curso`)
};

const en_xa2_booking_drafts_title = /** @type {(inputs: Booking_Drafts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝš íñ þŕóĝŕéšš ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Bookings in progress" |
*
* @param {Booking_Drafts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_title = /** @type {((inputs?: Booking_Drafts_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_drafts_title(inputs)
	if (locale === "en-XA") return en_xa2_booking_drafts_title(inputs)
	return en_booking_drafts_title(inputs)
});