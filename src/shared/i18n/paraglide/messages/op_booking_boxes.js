/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Booking_BoxesInputs */

const en_op_booking_boxes = /** @type {(inputs: Op_Booking_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a shipment of boxes`)
};

const es_op_booking_boxes = /** @type {(inputs: Op_Booking_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar un envío de cajas`)
};

const en_xa2_op_booking_boxes = /** @type {(inputs: Op_Booking_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ á šĥíþɱéñţ óƒ ƀóẋéš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Book a shipment of boxes" |
*
* @param {Op_Booking_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_boxes = /** @type {((inputs?: Op_Booking_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Booking_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_booking_boxes(inputs)
	if (locale === "en-XA") return en_xa2_op_booking_boxes(inputs)
	return en_op_booking_boxes(inputs)
});