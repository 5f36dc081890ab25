/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_TariffsInputs */

const en_route_tariffs = /** @type {(inputs: Route_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariffs`)
};

const es_route_tariffs = /** @type {(inputs: Route_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas`)
};

const en_xa2_route_tariffs = /** @type {(inputs: Route_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒš ·~]`)
};

/**
* | output |
* | --- |
* | "Tariffs" |
*
* @param {Route_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs = /** @type {((inputs?: Route_TariffsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_TariffsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_tariffs(inputs)
	if (locale === "en-XA") return en_xa2_route_tariffs(inputs)
	return en_route_tariffs(inputs)
});