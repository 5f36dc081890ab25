/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Container_AddInputs */

const en_booking_container_add = /** @type {(inputs: Booking_Container_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add container`)
};

const es_booking_container_add = /** @type {(inputs: Booking_Container_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir contenedor`)
};

const en_xa2_booking_container_add = /** @type {(inputs: Booking_Container_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð çóñţáíñéŕ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Add container" |
*
* @param {Booking_Container_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container_add = /** @type {((inputs?: Booking_Container_AddInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Container_AddInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_container_add(inputs)
	if (locale === "en-XA") return en_xa2_booking_container_add(inputs)
	return en_booking_container_add(inputs)
});