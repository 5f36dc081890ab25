/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Today_SummaryInputs */

const en_route_today_summary = /** @type {(inputs: Route_Today_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What changed since your last look, free days running out, quotes expiring within a day and documents missing for pickups.`)
};

const es_route_today_summary = /** @type {(inputs: Route_Today_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué cambió desde su última consulta, días libres que se agotan, cotizaciones que caducan en un día y documentos que faltan para las recogidas.`)
};

const en_xa2_route_today_summary = /** @type {(inputs: Route_Today_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ çĥáñĝéð šíñçé ýóúŕ ļášţ ļóóķ, ƒŕéé ðáýš ŕúññíñĝ óúţ, ǫúóţéš éẋþíŕíñĝ ŵíţĥíñ á ðáý áñð ðóçúɱéñţš ɱíššíñĝ ƒóŕ þíçķúþš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "What changed since your last look, free days running out, quotes expiring within a day and documents missing for pickups." |
*
* @param {Route_Today_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today_summary = /** @type {((inputs?: Route_Today_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Today_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_today_summary(inputs)
	if (locale === "en-XA") return en_xa2_route_today_summary(inputs)
	return en_route_today_summary(inputs)
});