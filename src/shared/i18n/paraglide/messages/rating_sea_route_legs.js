/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_Route_LegsInputs */

const en_rating_sea_route_legs = /** @type {(inputs: Rating_Sea_Route_LegsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route legs`)
};

const es_rating_sea_route_legs = /** @type {(inputs: Rating_Sea_Route_LegsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tramos de la ruta`)
};

const en_xa2_rating_sea_route_legs = /** @type {(inputs: Rating_Sea_Route_LegsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóúţé ļéĝš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Route legs" |
*
* @param {Rating_Sea_Route_LegsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_route_legs = /** @type {((inputs?: Rating_Sea_Route_LegsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_Route_LegsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_route_legs(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_route_legs(inputs)
	return en_rating_sea_route_legs(inputs)
});