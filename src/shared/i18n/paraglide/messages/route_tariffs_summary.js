/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Tariffs_SummaryInputs */

const en_route_tariffs_summary = /** @type {(inputs: Route_Tariffs_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload maritime tariffs (CSV, PDF, XLSX…) and read the tariff report of a contract, rate by rate.`)
};

const es_route_tariffs_summary = /** @type {(inputs: Route_Tariffs_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suba tarifas marítimas (CSV, PDF, XLSX…) y consulte el informe de tarifas de un contrato, tarifa a tarifa.`)
};

const en_xa2_route_tariffs_summary = /** @type {(inputs: Route_Tariffs_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð ɱáŕíţíɱé ţáŕíƒƒš (ÇŠṼ, ÞÐƑ, ẊĻŠẊ…) áñð ŕéáð ţĥé ţáŕíƒƒ ŕéþóŕţ óƒ á çóñţŕáçţ, ŕáţé ƀý ŕáţé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Upload maritime tariffs (CSV, PDF, XLSX…) and read the tariff report of a contract, rate by rate." |
*
* @param {Route_Tariffs_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs_summary = /** @type {((inputs?: Route_Tariffs_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Tariffs_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_tariffs_summary(inputs)
	if (locale === "en-XA") return en_xa2_route_tariffs_summary(inputs)
	return en_route_tariffs_summary(inputs)
});