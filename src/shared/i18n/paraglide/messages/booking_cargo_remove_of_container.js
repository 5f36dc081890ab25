/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ line: NonNullable<unknown>, container: NonNullable<unknown> }} Booking_Cargo_Remove_Of_ContainerInputs */

const en_booking_cargo_remove_of_container = /** @type {(inputs: Booking_Cargo_Remove_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove cargo line ${i?.line} of container ${i?.container}`)
};

const es_booking_cargo_remove_of_container = /** @type {(inputs: Booking_Cargo_Remove_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar la línea de carga ${i?.line} del contenedor ${i?.container}`)
};

const en_xa2_booking_cargo_remove_of_container = /** @type {(inputs: Booking_Cargo_Remove_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé çáŕĝó ļíñé ${i?.line} óƒ çóñţáíñéŕ ${i?.container} ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Remove cargo line {line} of container {container}" |
*
* @param {Booking_Cargo_Remove_Of_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_remove_of_container = /** @type {((inputs: Booking_Cargo_Remove_Of_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cargo_Remove_Of_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_cargo_remove_of_container(inputs)
	if (locale === "en-XA") return en_xa2_booking_cargo_remove_of_container(inputs)
	return en_booking_cargo_remove_of_container(inputs)
});