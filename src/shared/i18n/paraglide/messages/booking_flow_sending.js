/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_SendingInputs */

const en_booking_flow_sending = /** @type {(inputs: Booking_Flow_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending the booking…`)
};

const es_booking_flow_sending = /** @type {(inputs: Booking_Flow_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando la reserva…`)
};

const en_xa2_booking_flow_sending = /** @type {(inputs: Booking_Flow_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñðíñĝ ţĥé ƀóóķíñĝ… ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Sending the booking…" |
*
* @param {Booking_Flow_SendingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_sending = /** @type {((inputs?: Booking_Flow_SendingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_SendingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_sending(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_sending(inputs)
	return en_booking_flow_sending(inputs)
});