/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Pricing_SummaryInputs */

const en_route_pricing_summary = /** @type {(inputs: Route_Pricing_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your customers and margin rules, what quotes are sold at, and the quotes report per customer and period.`)
};

const es_route_pricing_summary = /** @type {(inputs: Route_Pricing_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus clientes y reglas de margen, a qué precio se venden las cotizaciones y el informe de cotizaciones por cliente y periodo.`)
};

const en_xa2_route_pricing_summary = /** @type {(inputs: Route_Pricing_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ çúšţóɱéŕš áñð ɱáŕĝíñ ŕúļéš, ŵĥáţ ǫúóţéš áŕé šóļð áţ, áñð ţĥé ǫúóţéš ŕéþóŕţ þéŕ çúšţóɱéŕ áñð þéŕíóð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Your customers and margin rules, what quotes are sold at, and the quotes report per customer and period." |
*
* @param {Route_Pricing_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing_summary = /** @type {((inputs?: Route_Pricing_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Pricing_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_pricing_summary(inputs)
	if (locale === "en-XA") return en_xa2_route_pricing_summary(inputs)
	return en_route_pricing_summary(inputs)
});