/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Quote_Booked_AsInputs */

const en_booking_quote_booked_as = /** @type {(inputs: Booking_Quote_Booked_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was booked from this desk as shipment`)
};

const es_booking_quote_booked_as = /** @type {(inputs: Booking_Quote_Booked_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se reservó desde este escritorio como el envío`)
};

const en_xa2_booking_quote_booked_as = /** @type {(inputs: Booking_Quote_Booked_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ŵáš ƀóóķéð ƒŕóɱ ţĥíš ðéšķ áš šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "It was booked from this desk as shipment" |
*
* @param {Booking_Quote_Booked_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_booked_as = /** @type {((inputs?: Booking_Quote_Booked_AsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Booked_AsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_quote_booked_as(inputs)
	if (locale === "en-XA") return en_xa2_booking_quote_booked_as(inputs)
	return en_booking_quote_booked_as(inputs)
});