/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Open_ShipmentInputs */

const en_booking_open_shipment = /** @type {(inputs: Booking_Open_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open shipment`)
};

const es_booking_open_shipment = /** @type {(inputs: Booking_Open_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el envío`)
};

const en_xa2_booking_open_shipment = /** @type {(inputs: Booking_Open_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ šĥíþɱéñţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Open shipment" |
*
* @param {Booking_Open_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_open_shipment = /** @type {((inputs?: Booking_Open_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Open_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_open_shipment(inputs)
	if (locale === "en-XA") return en_xa2_booking_open_shipment(inputs)
	return en_booking_open_shipment(inputs)
});