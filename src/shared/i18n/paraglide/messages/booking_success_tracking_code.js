/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Success_Tracking_CodeInputs */

const en_booking_success_tracking_code = /** @type {(inputs: Booking_Success_Tracking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking code`)
};

const es_booking_success_tracking_code = /** @type {(inputs: Booking_Success_Tracking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de seguimiento`)
};

const en_xa2_booking_success_tracking_code = /** @type {(inputs: Booking_Success_Tracking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ çóðé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Tracking code" |
*
* @param {Booking_Success_Tracking_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_tracking_code = /** @type {((inputs?: Booking_Success_Tracking_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Tracking_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_success_tracking_code(inputs)
	if (locale === "en-XA") return en_xa2_booking_success_tracking_code(inputs)
	return en_booking_success_tracking_code(inputs)
});