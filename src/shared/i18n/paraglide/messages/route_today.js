/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_TodayInputs */

const en_route_today = /** @type {(inputs: Route_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

const es_route_today = /** @type {(inputs: Route_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy`)
};

const en_xa2_route_today = /** @type {(inputs: Route_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóðáý ·]`)
};

/**
* | output |
* | --- |
* | "Today" |
*
* @param {Route_TodayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today = /** @type {((inputs?: Route_TodayInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_TodayInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_today(inputs)
	if (locale === "en-XA") return en_xa2_route_today(inputs)
	return en_route_today(inputs)
});