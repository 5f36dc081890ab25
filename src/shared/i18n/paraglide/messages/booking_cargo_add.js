/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Cargo_AddInputs */

const en_booking_cargo_add = /** @type {(inputs: Booking_Cargo_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add cargo line`)
};

const es_booking_cargo_add = /** @type {(inputs: Booking_Cargo_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir línea de carga`)
};

const en_xa2_booking_cargo_add = /** @type {(inputs: Booking_Cargo_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð çáŕĝó ļíñé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Add cargo line" |
*
* @param {Booking_Cargo_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_add = /** @type {((inputs?: Booking_Cargo_AddInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cargo_AddInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_cargo_add(inputs)
	if (locale === "en-XA") return en_xa2_booking_cargo_add(inputs)
	return en_booking_cargo_add(inputs)
});