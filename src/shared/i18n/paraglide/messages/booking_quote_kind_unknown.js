/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Quote_Kind_UnknownInputs */

const en_booking_quote_kind_unknown = /** @type {(inputs: Booking_Quote_Kind_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk cannot tell what kind of quote this is`)
};

const es_booking_quote_kind_unknown = /** @type {(inputs: Booking_Quote_Kind_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk no sabe de qué tipo es esta cotización`)
};

const en_xa2_booking_quote_kind_unknown = /** @type {(inputs: Booking_Quote_Kind_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çáññóţ ţéļļ ŵĥáţ ķíñð óƒ ǫúóţé ţĥíš íš ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Freight Desk cannot tell what kind of quote this is" |
*
* @param {Booking_Quote_Kind_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_kind_unknown = /** @type {((inputs?: Booking_Quote_Kind_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Kind_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_quote_kind_unknown(inputs)
	if (locale === "en-XA") return en_xa2_booking_quote_kind_unknown(inputs)
	return en_booking_quote_kind_unknown(inputs)
});