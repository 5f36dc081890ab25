/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ container: NonNullable<unknown> }} Booking_ContainerInputs */

const en_booking_container = /** @type {(inputs: Booking_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Container ${i?.container}`)
};

const es_booking_container = /** @type {(inputs: Booking_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contenedor ${i?.container}`)
};

const en_xa2_booking_container = /** @type {(inputs: Booking_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ${i?.container} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Container {container}" |
*
* @param {Booking_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container = /** @type {((inputs: Booking_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_container(inputs)
	if (locale === "en-XA") return en_xa2_booking_container(inputs)
	return en_booking_container(inputs)
});