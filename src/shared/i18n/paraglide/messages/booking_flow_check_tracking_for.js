/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ agency: NonNullable<unknown> }} Booking_Flow_Check_Tracking_ForInputs */

const en_booking_flow_check_tracking_for = /** @type {(inputs: Booking_Flow_Check_Tracking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check Tracking for ${i?.agency} shipments`)
};

const es_booking_flow_check_tracking_for = /** @type {(inputs: Booking_Flow_Check_Tracking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscar en Seguimiento los envíos de ${i?.agency}`)
};

const en_xa2_booking_flow_check_tracking_for = /** @type {(inputs: Booking_Flow_Check_Tracking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ Ţŕáçķíñĝ ƒóŕ ${i?.agency} šĥíþɱéñţš ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Check Tracking for {agency} shipments" |
*
* @param {Booking_Flow_Check_Tracking_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_check_tracking_for = /** @type {((inputs: Booking_Flow_Check_Tracking_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Check_Tracking_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_check_tracking_for(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_check_tracking_for(inputs)
	return en_booking_flow_check_tracking_for(inputs)
});