/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown> }} Booking_Flow_PrefilledInputs */

const en_booking_flow_prefilled = /** @type {(inputs: Booking_Flow_PrefilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Filled in from the rating: ${i?.filled}. Check them and add what the rating did not ask.`)
};

const es_booking_flow_prefilled = /** @type {(inputs: Booking_Flow_PrefilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rellenado a partir de la tarificación: ${i?.filled}. Revíselo y añada lo que la tarificación no pedía.`)
};

const en_xa2_booking_flow_prefilled = /** @type {(inputs: Booking_Flow_PrefilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒíļļéð íñ ƒŕóɱ ţĥé ŕáţíñĝ: ${i?.filled}. Çĥéçķ ţĥéɱ áñð áðð ŵĥáţ ţĥé ŕáţíñĝ ðíð ñóţ ášķ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Filled in from the rating: {filled}. Check them and add what the rating did not ask." |
*
* @param {Booking_Flow_PrefilledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_prefilled = /** @type {((inputs: Booking_Flow_PrefilledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_PrefilledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_prefilled(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_prefilled(inputs)
	return en_booking_flow_prefilled(inputs)
});