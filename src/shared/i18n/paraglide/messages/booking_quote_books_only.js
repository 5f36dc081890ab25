/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ modes: NonNullable<unknown> }} Booking_Quote_Books_OnlyInputs */

const en_booking_quote_books_only = /** @type {(inputs: Booking_Quote_Books_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service books ${i?.modes} shipments only.`)
};

const es_booking_quote_books_only = /** @type {(inputs: Booking_Quote_Books_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte solo reserva envíos de ${i?.modes}.`)
};

const en_xa2_booking_quote_books_only = /** @type {(inputs: Booking_Quote_Books_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀóóķš ${i?.modes} šĥíþɱéñţš óñļý. ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The freight service books {modes} shipments only." |
*
* @param {Booking_Quote_Books_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_books_only = /** @type {((inputs: Booking_Quote_Books_OnlyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Books_OnlyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_quote_books_only(inputs)
	if (locale === "en-XA") return en_xa2_booking_quote_books_only(inputs)
	return en_booking_quote_books_only(inputs)
});