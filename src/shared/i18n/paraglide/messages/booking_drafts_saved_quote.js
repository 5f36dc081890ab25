/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Drafts_Saved_QuoteInputs */

const en_booking_drafts_saved_quote = /** @type {(inputs: Booking_Drafts_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`saved quote`)
};

const es_booking_drafts_saved_quote = /** @type {(inputs: Booking_Drafts_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cotización guardada`)
};

const en_xa2_booking_drafts_saved_quote = /** @type {(inputs: Booking_Drafts_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šáṽéð ǫúóţé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "saved quote" |
*
* @param {Booking_Drafts_Saved_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_saved_quote = /** @type {((inputs?: Booking_Drafts_Saved_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_Saved_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_drafts_saved_quote(inputs)
	if (locale === "en-XA") return en_xa2_booking_drafts_saved_quote(inputs)
	return en_booking_drafts_saved_quote(inputs)
});