/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Drafts_KeptInputs */

const en_booking_drafts_kept = /** @type {(inputs: Booking_Drafts_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kept`)
};

const es_booking_drafts_kept = /** @type {(inputs: Booking_Drafts_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`guardado`)
};

const en_xa2_booking_drafts_kept = /** @type {(inputs: Booking_Drafts_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ķéþţ ·]`)
};

/**
* | output |
* | --- |
* | "kept" |
*
* @param {Booking_Drafts_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_kept = /** @type {((inputs?: Booking_Drafts_KeptInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_KeptInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_drafts_kept(inputs)
	if (locale === "en-XA") return en_xa2_booking_drafts_kept(inputs)
	return en_booking_drafts_kept(inputs)
});