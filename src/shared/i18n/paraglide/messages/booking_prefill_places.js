/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Prefill_PlacesInputs */

const en_booking_prefill_places = /** @type {(inputs: Booking_Prefill_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the places of the rating in the address lines`)
};

const es_booking_prefill_places = /** @type {(inputs: Booking_Prefill_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los lugares de la tarificación en las direcciones`)
};

const en_xa2_booking_prefill_places = /** @type {(inputs: Booking_Prefill_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé þļáçéš óƒ ţĥé ŕáţíñĝ íñ ţĥé áððŕéšš ļíñéš ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the places of the rating in the address lines" |
*
* @param {Booking_Prefill_PlacesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_places = /** @type {((inputs?: Booking_Prefill_PlacesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Prefill_PlacesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_prefill_places(inputs)
	if (locale === "en-XA") return en_xa2_booking_prefill_places(inputs)
	return en_booking_prefill_places(inputs)
});