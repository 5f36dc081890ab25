/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ container: NonNullable<unknown> }} Booking_Cargo_Of_ContainerInputs */

const en_booking_cargo_of_container = /** @type {(inputs: Booking_Cargo_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of container ${i?.container}`)
};

const es_booking_cargo_of_container = /** @type {(inputs: Booking_Cargo_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`del contenedor ${i?.container}`)
};

const en_xa2_booking_cargo_of_container = /** @type {(inputs: Booking_Cargo_Of_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[óƒ çóñţáíñéŕ ${i?.container} ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "of container {container}" |
*
* @param {Booking_Cargo_Of_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_of_container = /** @type {((inputs: Booking_Cargo_Of_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cargo_Of_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_cargo_of_container(inputs)
	if (locale === "en-XA") return en_xa2_booking_cargo_of_container(inputs)
	return en_booking_cargo_of_container(inputs)
});