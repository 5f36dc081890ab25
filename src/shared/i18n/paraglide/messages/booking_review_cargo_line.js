/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_Cargo_LineInputs */

const en_booking_review_cargo_line = /** @type {(inputs: Booking_Review_Cargo_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo line`)
};

const es_booking_review_cargo_line = /** @type {(inputs: Booking_Review_Cargo_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea de carga`)
};

const en_xa2_booking_review_cargo_line = /** @type {(inputs: Booking_Review_Cargo_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕĝó ļíñé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Cargo line" |
*
* @param {Booking_Review_Cargo_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_cargo_line = /** @type {((inputs?: Booking_Review_Cargo_LineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_Cargo_LineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_review_cargo_line(inputs)
	if (locale === "en-XA") return en_xa2_booking_review_cargo_line(inputs)
	return en_booking_review_cargo_line(inputs)
});