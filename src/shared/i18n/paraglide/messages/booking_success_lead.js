/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mode: NonNullable<unknown> }} Booking_Success_LeadInputs */

const en_booking_success_lead = /** @type {(inputs: Booking_Success_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service accepted the booking of the ${i?.mode} quote. Keep these codes for the carrier and the customer.`)
};

const es_booking_success_lead = /** @type {(inputs: Booking_Success_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio aceptó la reserva de la cotización (${i?.mode}). Guarde estos códigos para el transportista y el cliente.`)
};

const en_xa2_booking_success_lead = /** @type {(inputs: Booking_Success_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé áççéþţéð ţĥé ƀóóķíñĝ óƒ ţĥé ${i?.mode} ǫúóţé. Ķééþ ţĥéšé çóðéš ƒóŕ ţĥé çáŕŕíéŕ áñð ţĥé çúšţóɱéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The service accepted the booking of the {mode} quote. Keep these codes for the carrier and the customer." |
*
* @param {Booking_Success_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_lead = /** @type {((inputs: Booking_Success_LeadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_LeadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_success_lead(inputs)
	if (locale === "en-XA") return en_xa2_booking_success_lead(inputs)
	return en_booking_success_lead(inputs)
});