/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Tracking_SummaryInputs */

const en_route_tracking_summary = /** @type {(inputs: Route_Tracking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every booked shipment, filtered and sorted; open one for its codes, addresses and tracking messages.`)
};

const es_route_tracking_summary = /** @type {(inputs: Route_Tracking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los envíos reservados, filtrados y ordenados; abra uno para ver sus códigos, direcciones y mensajes de seguimiento.`)
};

const en_xa2_route_tracking_summary = /** @type {(inputs: Route_Tracking_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ƀóóķéð šĥíþɱéñţ, ƒíļţéŕéð áñð šóŕţéð; óþéñ óñé ƒóŕ íţš çóðéš, áððŕéššéš áñð ţŕáçķíñĝ ɱéššáĝéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Every booked shipment, filtered and sorted; open one for its codes, addresses and tracking messages." |
*
* @param {Route_Tracking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking_summary = /** @type {((inputs?: Route_Tracking_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Tracking_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_tracking_summary(inputs)
	if (locale === "en-XA") return en_xa2_route_tracking_summary(inputs)
	return en_route_tracking_summary(inputs)
});