/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mode: NonNullable<unknown>, modes: NonNullable<unknown> }} Booking_Not_Bookable_ReasonInputs */

const en_booking_not_bookable_reason = /** @type {(inputs: Booking_Not_Bookable_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mode} quotes cannot be booked in Freight Desk: the freight service books ${i?.modes} only.`)
};

const es_booking_not_bookable_reason = /** @type {(inputs: Booking_Not_Bookable_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las cotizaciones del modo ${i?.mode} no se pueden reservar en Freight Desk: el servicio de transporte solo reserva ${i?.modes}.`)
};

const en_xa2_booking_not_bookable_reason = /** @type {(inputs: Booking_Not_Bookable_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.mode} ǫúóţéš çáññóţ ƀé ƀóóķéð íñ Ƒŕéíĝĥţ Ðéšķ: ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀóóķš ${i?.modes} óñļý. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{mode} quotes cannot be booked in Freight Desk: the freight service books {modes} only." |
*
* @param {Booking_Not_Bookable_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_not_bookable_reason = /** @type {((inputs: Booking_Not_Bookable_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Not_Bookable_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_not_bookable_reason(inputs)
	if (locale === "en-XA") return en_xa2_booking_not_bookable_reason(inputs)
	return en_booking_not_bookable_reason(inputs)
});