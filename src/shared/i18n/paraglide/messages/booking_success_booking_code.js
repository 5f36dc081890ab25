/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Success_Booking_CodeInputs */

const en_booking_success_booking_code = /** @type {(inputs: Booking_Success_Booking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking code`)
};

const es_booking_success_booking_code = /** @type {(inputs: Booking_Success_Booking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de reserva`)
};

const en_xa2_booking_success_booking_code = /** @type {(inputs: Booking_Success_Booking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝ çóðé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Booking code" |
*
* @param {Booking_Success_Booking_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_booking_code = /** @type {((inputs?: Booking_Success_Booking_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Booking_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_success_booking_code(inputs)
	if (locale === "en-XA") return en_xa2_booking_success_booking_code(inputs)
	return en_booking_success_booking_code(inputs)
});