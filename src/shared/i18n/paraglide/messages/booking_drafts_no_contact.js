/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Drafts_No_ContactInputs */

const en_booking_drafts_no_contact = /** @type {(inputs: Booking_Drafts_No_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No contact typed yet`)
};

const es_booking_drafts_no_contact = /** @type {(inputs: Booking_Drafts_No_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no se ha escrito ningún contacto`)
};

const en_xa2_booking_drafts_no_contact = /** @type {(inputs: Booking_Drafts_No_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çóñţáçţ ţýþéð ýéţ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No contact typed yet" |
*
* @param {Booking_Drafts_No_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_no_contact = /** @type {((inputs?: Booking_Drafts_No_ContactInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_No_ContactInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_drafts_no_contact(inputs)
	if (locale === "en-XA") return en_xa2_booking_drafts_no_contact(inputs)
	return en_booking_drafts_no_contact(inputs)
});