/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Code_BookingInputs */

const en_tracking_code_booking = /** @type {(inputs: Tracking_Code_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking code`)
};

const es_tracking_code_booking = /** @type {(inputs: Tracking_Code_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de reserva`)
};

const en_xa2_tracking_code_booking = /** @type {(inputs: Tracking_Code_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝ çóðé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Booking code" |
*
* @param {Tracking_Code_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_code_booking = /** @type {((inputs?: Tracking_Code_BookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Code_BookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_code_booking(inputs)
	if (locale === "en-XA") return en_xa2_tracking_code_booking(inputs)
	return en_tracking_code_booking(inputs)
});