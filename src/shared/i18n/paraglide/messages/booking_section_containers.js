/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Section_ContainersInputs */

const en_booking_section_containers = /** @type {(inputs: Booking_Section_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Containers and cargo`)
};

const es_booking_section_containers = /** @type {(inputs: Booking_Section_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedores y carga`)
};

const en_xa2_booking_section_containers = /** @type {(inputs: Booking_Section_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕš áñð çáŕĝó ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Containers and cargo" |
*
* @param {Booking_Section_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_containers = /** @type {((inputs?: Booking_Section_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_section_containers(inputs)
	if (locale === "en-XA") return en_xa2_booking_section_containers(inputs)
	return en_booking_section_containers(inputs)
});