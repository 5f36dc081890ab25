/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Lookups_SummaryInputs */

const en_route_lookups_summary = /** @type {(inputs: Route_Lookups_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference data from the freight service: ports, container types, postal codes, pallet types and airports.`)
};

const es_route_lookups_summary = /** @type {(inputs: Route_Lookups_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos de referencia del servicio de transporte: puertos, tipos de contenedor, códigos postales, tipos de palé y aeropuertos.`)
};

const en_xa2_route_lookups_summary = /** @type {(inputs: Route_Lookups_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒéŕéñçé ðáţá ƒŕóɱ ţĥé ƒŕéíĝĥţ šéŕṽíçé: þóŕţš, çóñţáíñéŕ ţýþéš, þóšţáļ çóðéš, þáļļéţ ţýþéš áñð áíŕþóŕţš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Reference data from the freight service: ports, container types, postal codes, pallet types and airports." |
*
* @param {Route_Lookups_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups_summary = /** @type {((inputs?: Route_Lookups_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Lookups_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_lookups_summary(inputs)
	if (locale === "en-XA") return en_xa2_route_lookups_summary(inputs)
	return en_route_lookups_summary(inputs)
});