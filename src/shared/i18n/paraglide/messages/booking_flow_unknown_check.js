/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_Unknown_CheckInputs */

const en_booking_flow_unknown_check = /** @type {(inputs: Booking_Flow_Unknown_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Tracking first: if a new shipment is listed there, the booking went through. Only if it is not there, come back and book again.`)
};

const es_booking_flow_unknown_check = /** @type {(inputs: Booking_Flow_Unknown_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulte primero Seguimiento: si aparece allí un envío nuevo, la reserva se hizo. Solo si no aparece, vuelva y reserve de nuevo.`)
};

const en_xa2_booking_flow_unknown_check = /** @type {(inputs: Booking_Flow_Unknown_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ţŕáçķíñĝ ƒíŕšţ: íƒ á ñéŵ šĥíþɱéñţ íš ļíšţéð ţĥéŕé, ţĥé ƀóóķíñĝ ŵéñţ ţĥŕóúĝĥ. Óñļý íƒ íţ íš ñóţ ţĥéŕé, çóɱé ƀáçķ áñð ƀóóķ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Check Tracking first: if a new shipment is listed there, the booking went through. Only if it is not there, come back and book again." |
*
* @param {Booking_Flow_Unknown_CheckInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_check = /** @type {((inputs?: Booking_Flow_Unknown_CheckInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Unknown_CheckInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_unknown_check(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_unknown_check(inputs)
	return en_booking_flow_unknown_check(inputs)
});