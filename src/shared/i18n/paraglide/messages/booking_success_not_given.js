/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Success_Not_GivenInputs */

const en_booking_success_not_given = /** @type {(inputs: Booking_Success_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given by the service`)
};

const es_booking_success_not_given = /** @type {(inputs: Booking_Success_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no lo indicó`)
};

const en_xa2_booking_success_not_given = /** @type {(inputs: Booking_Success_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ĝíṽéñ ƀý ţĥé šéŕṽíçé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Not given by the service" |
*
* @param {Booking_Success_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_not_given = /** @type {((inputs?: Booking_Success_Not_GivenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Not_GivenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_success_not_given(inputs)
	if (locale === "en-XA") return en_xa2_booking_success_not_given(inputs)
	return en_booking_success_not_given(inputs)
});