/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Booking_Sea_FclInputs */

const en_op_booking_sea_fcl = /** @type {(inputs: Op_Booking_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a full-container sea shipment`)
};

const es_op_booking_sea_fcl = /** @type {(inputs: Op_Booking_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar un envío marítimo de contenedor completo`)
};

const en_xa2_op_booking_sea_fcl = /** @type {(inputs: Op_Booking_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ á ƒúļļ-çóñţáíñéŕ šéá šĥíþɱéñţ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Book a full-container sea shipment" |
*
* @param {Op_Booking_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_sea_fcl = /** @type {((inputs?: Op_Booking_Sea_FclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Booking_Sea_FclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_booking_sea_fcl(inputs)
	if (locale === "en-XA") return en_xa2_op_booking_sea_fcl(inputs)
	return en_op_booking_sea_fcl(inputs)
});