/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_Before_Booking_AgainInputs */

const en_booking_flow_before_booking_again = /** @type {(inputs: Booking_Flow_Before_Booking_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`before booking it again.`)
};

const es_booking_flow_before_booking_again = /** @type {(inputs: Booking_Flow_Before_Booking_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`antes de volver a reservarla.`)
};

const en_xa2_booking_flow_before_booking_again = /** @type {(inputs: Booking_Flow_Before_Booking_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀéƒóŕé ƀóóķíñĝ íţ áĝáíñ. ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "before booking it again." |
*
* @param {Booking_Flow_Before_Booking_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_before_booking_again = /** @type {((inputs?: Booking_Flow_Before_Booking_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Before_Booking_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_before_booking_again(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_before_booking_again(inputs)
	return en_booking_flow_before_booking_again(inputs)
});