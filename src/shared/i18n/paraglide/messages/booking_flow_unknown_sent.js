/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_Unknown_SentInputs */

const en_booking_flow_unknown_sent = /** @type {(inputs: Booking_Flow_Unknown_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk sent the booking, but what came back (or did not) does not say whether the service booked the shipment.`)
};

const es_booking_flow_unknown_sent = /** @type {(inputs: Booking_Flow_Unknown_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk envió la reserva, pero lo que volvió (o lo que no volvió) no dice si el servicio reservó el envío.`)
};

const en_xa2_booking_flow_unknown_sent = /** @type {(inputs: Booking_Flow_Unknown_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ šéñţ ţĥé ƀóóķíñĝ, ƀúţ ŵĥáţ çáɱé ƀáçķ (óŕ ðíð ñóţ) ðóéš ñóţ šáý ŵĥéţĥéŕ ţĥé šéŕṽíçé ƀóóķéð ţĥé šĥíþɱéñţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Freight Desk sent the booking, but what came back (or did not) does not say whether the service booked the shipment." |
*
* @param {Booking_Flow_Unknown_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_sent = /** @type {((inputs?: Booking_Flow_Unknown_SentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Unknown_SentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_unknown_sent(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_unknown_sent(inputs)
	return en_booking_flow_unknown_sent(inputs)
});