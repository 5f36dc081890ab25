/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Section_OriginInputs */

const en_booking_section_origin = /** @type {(inputs: Booking_Section_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin contact`)
};

const es_booking_section_origin = /** @type {(inputs: Booking_Section_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto en origen`)
};

const en_xa2_booking_section_origin = /** @type {(inputs: Booking_Section_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕíĝíñ çóñţáçţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Origin contact" |
*
* @param {Booking_Section_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_origin = /** @type {((inputs?: Booking_Section_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_section_origin(inputs)
	if (locale === "en-XA") return en_xa2_booking_section_origin(inputs)
	return en_booking_section_origin(inputs)
});