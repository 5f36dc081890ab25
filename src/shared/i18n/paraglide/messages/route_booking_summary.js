/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Booking_SummaryInputs */

const en_route_booking_summary = /** @type {(inputs: Route_Booking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every booking and the booking forms in progress. Book a rate from Rating or a saved quote from Quotes.`)
};

const es_route_booking_summary = /** @type {(inputs: Route_Booking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las reservas y los formularios de reserva en curso. Reserve una tarifa desde Tarificar o una cotización guardada desde Cotizaciones.`)
};

const en_xa2_route_booking_summary = /** @type {(inputs: Route_Booking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ƀóóķíñĝ áñð ţĥé ƀóóķíñĝ ƒóŕɱš íñ þŕóĝŕéšš. Ɓóóķ á ŕáţé ƒŕóɱ Ŕáţíñĝ óŕ á šáṽéð ǫúóţé ƒŕóɱ Ǫúóţéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Every booking and the booking forms in progress. Book a rate from Rating or a saved quote from Quotes." |
*
* @param {Route_Booking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking_summary = /** @type {((inputs?: Route_Booking_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Booking_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_booking_summary(inputs)
	if (locale === "en-XA") return en_xa2_route_booking_summary(inputs)
	return en_route_booking_summary(inputs)
});