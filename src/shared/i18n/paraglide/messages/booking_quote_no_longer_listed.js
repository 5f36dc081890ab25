/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Quote_No_Longer_ListedInputs */

const en_booking_quote_no_longer_listed = /** @type {(inputs: Booking_Quote_No_Longer_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; the service no longer lists it as a saved quote.`)
};

const es_booking_quote_no_longer_listed = /** @type {(inputs: Booking_Quote_No_Longer_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; el servicio ya no la muestra como cotización guardada.`)
};

const en_xa2_booking_quote_no_longer_listed = /** @type {(inputs: Booking_Quote_No_Longer_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[; ţĥé šéŕṽíçé ñó ļóñĝéŕ ļíšţš íţ áš á šáṽéð ǫúóţé. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "; the service no longer lists it as a saved quote." |
*
* @param {Booking_Quote_No_Longer_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_no_longer_listed = /** @type {((inputs?: Booking_Quote_No_Longer_ListedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_No_Longer_ListedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_quote_no_longer_listed(inputs)
	if (locale === "en-XA") return en_xa2_booking_quote_no_longer_listed(inputs)
	return en_booking_quote_no_longer_listed(inputs)
});