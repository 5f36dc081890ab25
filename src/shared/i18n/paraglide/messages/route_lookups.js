/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_LookupsInputs */

const en_route_lookups = /** @type {(inputs: Route_LookupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lookups`)
};

const es_route_lookups = /** @type {(inputs: Route_LookupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultas`)
};

const en_xa2_route_lookups = /** @type {(inputs: Route_LookupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóóķúþš ·~]`)
};

/**
* | output |
* | --- |
* | "Lookups" |
*
* @param {Route_LookupsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups = /** @type {((inputs?: Route_LookupsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_LookupsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_lookups(inputs)
	if (locale === "en-XA") return en_xa2_route_lookups(inputs)
	return en_route_lookups(inputs)
});