/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_Not_MadeInputs */

const en_booking_flow_not_made = /** @type {(inputs: Booking_Flow_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The booking was not made`)
};

const es_booking_flow_not_made = /** @type {(inputs: Booking_Flow_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La reserva no se hizo`)
};

const en_xa2_booking_flow_not_made = /** @type {(inputs: Booking_Flow_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀóóķíñĝ ŵáš ñóţ ɱáðé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The booking was not made" |
*
* @param {Booking_Flow_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_not_made = /** @type {((inputs?: Booking_Flow_Not_MadeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Not_MadeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_not_made(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_not_made(inputs)
	return en_booking_flow_not_made(inputs)
});