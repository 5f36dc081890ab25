/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_Rate_AgainInputs */

const en_booking_flow_rate_again = /** @type {(inputs: Booking_Flow_Rate_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rate the shipment again`)
};

const es_booking_flow_rate_again = /** @type {(inputs: Booking_Flow_Rate_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vuelva a tarificar el envío`)
};

const en_xa2_booking_flow_rate_again = /** @type {(inputs: Booking_Flow_Rate_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕáţé ţĥé šĥíþɱéñţ áĝáíñ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "rate the shipment again" |
*
* @param {Booking_Flow_Rate_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_rate_again = /** @type {((inputs?: Booking_Flow_Rate_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Rate_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_rate_again(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_rate_again(inputs)
	return en_booking_flow_rate_again(inputs)
});