/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Quote_Missing_TitleInputs */

const en_booking_quote_missing_title = /** @type {(inputs: Booking_Quote_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This quote is not among your saved quotes`)
};

const es_booking_quote_missing_title = /** @type {(inputs: Booking_Quote_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cotización no está entre sus cotizaciones guardadas`)
};

const en_xa2_booking_quote_missing_title = /** @type {(inputs: Booking_Quote_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ǫúóţé íš ñóţ áɱóñĝ ýóúŕ šáṽéð ǫúóţéš ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "This quote is not among your saved quotes" |
*
* @param {Booking_Quote_Missing_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_missing_title = /** @type {((inputs?: Booking_Quote_Missing_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Missing_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_quote_missing_title(inputs)
	if (locale === "en-XA") return en_xa2_booking_quote_missing_title(inputs)
	return en_booking_quote_missing_title(inputs)
});