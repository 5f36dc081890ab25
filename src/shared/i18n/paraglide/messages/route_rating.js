/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_RatingInputs */

const en_route_rating = /** @type {(inputs: Route_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating`)
};

const es_route_rating = /** @type {(inputs: Route_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar`)
};

const en_xa2_route_rating = /** @type {(inputs: Route_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţíñĝ ·~]`)
};

/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Route_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_rating = /** @type {((inputs?: Route_RatingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_RatingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_rating(inputs)
	if (locale === "en-XA") return en_xa2_route_rating(inputs)
	return en_route_rating(inputs)
});