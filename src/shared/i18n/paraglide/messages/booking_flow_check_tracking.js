/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_Check_TrackingInputs */

const en_booking_flow_check_tracking = /** @type {(inputs: Booking_Flow_Check_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Tracking`)
};

const es_booking_flow_check_tracking = /** @type {(inputs: Booking_Flow_Check_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultar Seguimiento`)
};

const en_xa2_booking_flow_check_tracking = /** @type {(inputs: Booking_Flow_Check_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ţŕáçķíñĝ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Check Tracking" |
*
* @param {Booking_Flow_Check_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_check_tracking = /** @type {((inputs?: Booking_Flow_Check_TrackingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Check_TrackingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_check_tracking(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_check_tracking(inputs)
	return en_booking_flow_check_tracking(inputs)
});