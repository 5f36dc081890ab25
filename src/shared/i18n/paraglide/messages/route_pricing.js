/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_PricingInputs */

const en_route_pricing = /** @type {(inputs: Route_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing`)
};

const es_route_pricing = /** @type {(inputs: Route_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precios`)
};

const en_xa2_route_pricing = /** @type {(inputs: Route_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçíñĝ ·~]`)
};

/**
* | output |
* | --- |
* | "Pricing" |
*
* @param {Route_PricingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing = /** @type {((inputs?: Route_PricingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_PricingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_pricing(inputs)
	if (locale === "en-XA") return en_xa2_route_pricing(inputs)
	return en_route_pricing(inputs)
});