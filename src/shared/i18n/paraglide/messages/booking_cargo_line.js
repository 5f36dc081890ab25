/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ line: NonNullable<unknown> }} Booking_Cargo_LineInputs */

const en_booking_cargo_line = /** @type {(inputs: Booking_Cargo_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cargo line ${i?.line}`)
};

const es_booking_cargo_line = /** @type {(inputs: Booking_Cargo_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Línea de carga ${i?.line}`)
};

const en_xa2_booking_cargo_line = /** @type {(inputs: Booking_Cargo_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çáŕĝó ļíñé ${i?.line} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Cargo line {line}" |
*
* @param {Booking_Cargo_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_line = /** @type {((inputs: Booking_Cargo_LineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cargo_LineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_cargo_line(inputs)
	if (locale === "en-XA") return en_xa2_booking_cargo_line(inputs)
	return en_booking_cargo_line(inputs)
});