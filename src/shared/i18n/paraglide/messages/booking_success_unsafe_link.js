/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Success_Unsafe_LinkInputs */

const en_booking_success_unsafe_link = /** @type {(inputs: Booking_Success_Unsafe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service sent a tracking address that is not a web link; Freight Desk does not open it.`)
};

const es_booking_success_unsafe_link = /** @type {(inputs: Booking_Success_Unsafe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio envió una dirección de seguimiento que no es un enlace web; Freight Desk no la abre.`)
};

const en_xa2_booking_success_unsafe_link = /** @type {(inputs: Booking_Success_Unsafe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé šéñţ á ţŕáçķíñĝ áððŕéšš ţĥáţ íš ñóţ á ŵéƀ ļíñķ; Ƒŕéíĝĥţ Ðéšķ ðóéš ñóţ óþéñ íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The service sent a tracking address that is not a web link; Freight Desk does not open it." |
*
* @param {Booking_Success_Unsafe_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_unsafe_link = /** @type {((inputs?: Booking_Success_Unsafe_LinkInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Unsafe_LinkInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_success_unsafe_link(inputs)
	if (locale === "en-XA") return en_xa2_booking_success_unsafe_link(inputs)
	return en_booking_success_unsafe_link(inputs)
});