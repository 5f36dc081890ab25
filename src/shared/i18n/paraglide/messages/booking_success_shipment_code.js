/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Success_Shipment_CodeInputs */

const en_booking_success_shipment_code = /** @type {(inputs: Booking_Success_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment code`)
};

const es_booking_success_shipment_code = /** @type {(inputs: Booking_Success_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de envío`)
};

const en_xa2_booking_success_shipment_code = /** @type {(inputs: Booking_Success_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ çóðé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Shipment code" |
*
* @param {Booking_Success_Shipment_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_shipment_code = /** @type {((inputs?: Booking_Success_Shipment_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Shipment_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_success_shipment_code(inputs)
	if (locale === "en-XA") return en_xa2_booking_success_shipment_code(inputs)
	return en_booking_success_shipment_code(inputs)
});