/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Drafts_Quote_GoneInputs */

const en_booking_drafts_quote_gone = /** @type {(inputs: Booking_Drafts_Quote_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its quote is no longer among the saved quotes`)
};

const es_booking_drafts_quote_gone = /** @type {(inputs: Booking_Drafts_Quote_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`su cotización ya no está entre las cotizaciones guardadas`)
};

const en_xa2_booking_drafts_quote_gone = /** @type {(inputs: Booking_Drafts_Quote_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţš ǫúóţé íš ñó ļóñĝéŕ áɱóñĝ ţĥé šáṽéð ǫúóţéš ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "its quote is no longer among the saved quotes" |
*
* @param {Booking_Drafts_Quote_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_quote_gone = /** @type {((inputs?: Booking_Drafts_Quote_GoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_Quote_GoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_drafts_quote_gone(inputs)
	if (locale === "en-XA") return en_xa2_booking_drafts_quote_gone(inputs)
	return en_booking_drafts_quote_gone(inputs)
});