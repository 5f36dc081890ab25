/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ container: NonNullable<unknown>, line: NonNullable<unknown> }} Booking_Container_LineInputs */

const en_booking_container_line = /** @type {(inputs: Booking_Container_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Container ${i?.container}, cargo line ${i?.line}`)
};

const es_booking_container_line = /** @type {(inputs: Booking_Container_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contenedor ${i?.container}, línea de carga ${i?.line}`)
};

const en_xa2_booking_container_line = /** @type {(inputs: Booking_Container_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ${i?.container}, çáŕĝó ļíñé ${i?.line} ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Container {container}, cargo line {line}" |
*
* @param {Booking_Container_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container_line = /** @type {((inputs: Booking_Container_LineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Container_LineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_container_line(inputs)
	if (locale === "en-XA") return en_xa2_booking_container_line(inputs)
	return en_booking_container_line(inputs)
});