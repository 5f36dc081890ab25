/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ container: NonNullable<unknown> }} Booking_Container_RemoveInputs */

const en_booking_container_remove = /** @type {(inputs: Booking_Container_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove container ${i?.container}`)
};

const es_booking_container_remove = /** @type {(inputs: Booking_Container_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar el contenedor ${i?.container}`)
};

const en_xa2_booking_container_remove = /** @type {(inputs: Booking_Container_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé çóñţáíñéŕ ${i?.container} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Remove container {container}" |
*
* @param {Booking_Container_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container_remove = /** @type {((inputs: Booking_Container_RemoveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Container_RemoveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_container_remove(inputs)
	if (locale === "en-XA") return en_xa2_booking_container_remove(inputs)
	return en_booking_container_remove(inputs)
});