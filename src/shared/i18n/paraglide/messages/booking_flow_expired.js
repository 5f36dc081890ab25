/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Booking_Flow_ExpiredInputs */

const en_booking_flow_expired = /** @type {(inputs: Booking_Flow_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This quote expired on ${i?.date}; it cannot be booked.`)
};

const es_booking_flow_expired = /** @type {(inputs: Booking_Flow_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta cotización caducó el ${i?.date}; no se puede reservar.`)
};

const en_xa2_booking_flow_expired = /** @type {(inputs: Booking_Flow_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ǫúóţé éẋþíŕéð óñ ${i?.date}; íţ çáññóţ ƀé ƀóóķéð. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "This quote expired on {date}; it cannot be booked." |
*
* @param {Booking_Flow_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_expired = /** @type {((inputs: Booking_Flow_ExpiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_ExpiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_expired(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_expired(inputs)
	return en_booking_flow_expired(inputs)
});