/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Booking_Flow_Booked_ShipmentInputs */

const en_booking_flow_booked_shipment = /** @type {(inputs: Booking_Flow_Booked_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked: shipment ${i?.code}.`)
};

const es_booking_flow_booked_shipment = /** @type {(inputs: Booking_Flow_Booked_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reservado: envío ${i?.code}.`)
};

const en_xa2_booking_flow_booked_shipment = /** @type {(inputs: Booking_Flow_Booked_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓóóķéð: šĥíþɱéñţ ${i?.code}. ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Booked: shipment {code}." |
*
* @param {Booking_Flow_Booked_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_booked_shipment = /** @type {((inputs: Booking_Flow_Booked_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Booked_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_booked_shipment(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_booked_shipment(inputs)
	return en_booking_flow_booked_shipment(inputs)
});