/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Booking_Sea_LclInputs */

const en_op_booking_sea_lcl = /** @type {(inputs: Op_Booking_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a less-than-container sea shipment`)
};

const es_op_booking_sea_lcl = /** @type {(inputs: Op_Booking_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar un envío marítimo de grupaje`)
};

const en_xa2_op_booking_sea_lcl = /** @type {(inputs: Op_Booking_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ á ļéšš-ţĥáñ-çóñţáíñéŕ šéá šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Book a less-than-container sea shipment" |
*
* @param {Op_Booking_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_sea_lcl = /** @type {((inputs?: Op_Booking_Sea_LclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Booking_Sea_LclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_booking_sea_lcl(inputs)
	if (locale === "en-XA") return en_xa2_op_booking_sea_lcl(inputs)
	return en_op_booking_sea_lcl(inputs)
});