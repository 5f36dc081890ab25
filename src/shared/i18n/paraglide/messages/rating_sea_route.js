/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_RouteInputs */

const en_rating_sea_route = /** @type {(inputs: Rating_Sea_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

const es_rating_sea_route = /** @type {(inputs: Rating_Sea_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta`)
};

const en_xa2_rating_sea_route = /** @type {(inputs: Rating_Sea_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóúţé ·]`)
};

/**
* | output |
* | --- |
* | "Route" |
*
* @param {Rating_Sea_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_route = /** @type {((inputs?: Rating_Sea_RouteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_RouteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_route(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_route(inputs)
	return en_rating_sea_route(inputs)
});