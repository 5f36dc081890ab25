/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Rate_ShipmentInputs */

const en_booking_rate_shipment = /** @type {(inputs: Booking_Rate_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a shipment`)
};

const es_booking_rate_shipment = /** @type {(inputs: Booking_Rate_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío`)
};

const en_xa2_booking_rate_shipment = /** @type {(inputs: Booking_Rate_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á šĥíþɱéñţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Rate a shipment" |
*
* @param {Booking_Rate_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rate_shipment = /** @type {((inputs?: Booking_Rate_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rate_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rate_shipment(inputs)
	if (locale === "en-XA") return en_xa2_booking_rate_shipment(inputs)
	return en_booking_rate_shipment(inputs)
});