/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ line: NonNullable<unknown> }} Booking_Cargo_RemoveInputs */

const en_booking_cargo_remove = /** @type {(inputs: Booking_Cargo_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove cargo line ${i?.line}`)
};

const es_booking_cargo_remove = /** @type {(inputs: Booking_Cargo_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar la línea de carga ${i?.line}`)
};

const en_xa2_booking_cargo_remove = /** @type {(inputs: Booking_Cargo_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé çáŕĝó ļíñé ${i?.line} ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Remove cargo line {line}" |
*
* @param {Booking_Cargo_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_remove = /** @type {((inputs: Booking_Cargo_RemoveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cargo_RemoveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_cargo_remove(inputs)
	if (locale === "en-XA") return en_xa2_booking_cargo_remove(inputs)
	return en_booking_cargo_remove(inputs)
});