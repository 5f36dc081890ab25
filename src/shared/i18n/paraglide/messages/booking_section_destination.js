/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Section_DestinationInputs */

const en_booking_section_destination = /** @type {(inputs: Booking_Section_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination contact`)
};

const es_booking_section_destination = /** @type {(inputs: Booking_Section_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto en destino`)
};

const en_xa2_booking_section_destination = /** @type {(inputs: Booking_Section_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ çóñţáçţ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Destination contact" |
*
* @param {Booking_Section_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_destination = /** @type {((inputs?: Booking_Section_DestinationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_DestinationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_section_destination(inputs)
	if (locale === "en-XA") return en_xa2_booking_section_destination(inputs)
	return en_booking_section_destination(inputs)
});