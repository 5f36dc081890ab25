/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Booking_PalletsInputs */

const en_op_booking_pallets = /** @type {(inputs: Op_Booking_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a shipment of pallets`)
};

const es_op_booking_pallets = /** @type {(inputs: Op_Booking_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar un envío de palés`)
};

const en_xa2_op_booking_pallets = /** @type {(inputs: Op_Booking_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ á šĥíþɱéñţ óƒ þáļļéţš ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Book a shipment of pallets" |
*
* @param {Op_Booking_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_pallets = /** @type {((inputs?: Op_Booking_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Booking_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_booking_pallets(inputs)
	if (locale === "en-XA") return en_xa2_op_booking_pallets(inputs)
	return en_op_booking_pallets(inputs)
});