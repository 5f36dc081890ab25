/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Section_CargosInputs */

const en_booking_section_cargos = /** @type {(inputs: Booking_Section_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

const es_booking_section_cargos = /** @type {(inputs: Booking_Section_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carga`)
};

const en_xa2_booking_section_cargos = /** @type {(inputs: Booking_Section_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕĝó ·]`)
};

/**
* | output |
* | --- |
* | "Cargo" |
*
* @param {Booking_Section_CargosInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_cargos = /** @type {((inputs?: Booking_Section_CargosInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_CargosInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_section_cargos(inputs)
	if (locale === "en-XA") return en_xa2_booking_section_cargos(inputs)
	return en_booking_section_cargos(inputs)
});