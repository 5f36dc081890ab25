/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Quote_Missing_TextInputs */

const en_booking_quote_missing_text = /** @type {(inputs: Booking_Quote_Missing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may have been booked or deleted already. Check Tracking for a shipment, or pick another quote.`)
};

const es_booking_quote_missing_text = /** @type {(inputs: Booking_Quote_Missing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que ya se haya reservado o eliminado. Busque el envío en Seguimiento o elija otra cotización.`)
};

const en_xa2_booking_quote_missing_text = /** @type {(inputs: Booking_Quote_Missing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ɱáý ĥáṽé ƀééñ ƀóóķéð óŕ ðéļéţéð áļŕéáðý. Çĥéçķ Ţŕáçķíñĝ ƒóŕ á šĥíþɱéñţ, óŕ þíçķ áñóţĥéŕ ǫúóţé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "It may have been booked or deleted already. Check Tracking for a shipment, or pick another quote." |
*
* @param {Booking_Quote_Missing_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_missing_text = /** @type {((inputs?: Booking_Quote_Missing_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Missing_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_quote_missing_text(inputs)
	if (locale === "en-XA") return en_xa2_booking_quote_missing_text(inputs)
	return en_booking_quote_missing_text(inputs)
});