/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_List_Empty_TextInputs */

const en_booking_list_empty_text = /** @type {(inputs: Booking_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A booking starts from a rate: rate the shipment and choose Book on the rate you want, or Book on a saved quote in Quotes.`)
};

const es_booking_list_empty_text = /** @type {(inputs: Booking_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una reserva parte de una tarifa: tarifique el envío y elija Reservar en la tarifa que quiera, o Reservar en una cotización guardada en Cotizaciones.`)
};

const en_xa2_booking_list_empty_text = /** @type {(inputs: Booking_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƀóóķíñĝ šţáŕţš ƒŕóɱ á ŕáţé: ŕáţé ţĥé šĥíþɱéñţ áñð çĥóóšé Ɓóóķ óñ ţĥé ŕáţé ýóú ŵáñţ, óŕ Ɓóóķ óñ á šáṽéð ǫúóţé íñ Ǫúóţéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A booking starts from a rate: rate the shipment and choose Book on the rate you want, or Book on a saved quote in Quotes." |
*
* @param {Booking_List_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_empty_text = /** @type {((inputs?: Booking_List_Empty_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_Empty_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_list_empty_text(inputs)
	if (locale === "en-XA") return en_xa2_booking_list_empty_text(inputs)
	return en_booking_list_empty_text(inputs)
});