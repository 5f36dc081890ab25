/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_QuotesInputs */

const en_route_quotes = /** @type {(inputs: Route_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quotes`)
};

const es_route_quotes = /** @type {(inputs: Route_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizaciones`)
};

const en_xa2_route_quotes = /** @type {(inputs: Route_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţéš ·~]`)
};

/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Route_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes = /** @type {((inputs?: Route_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_quotes(inputs)
	if (locale === "en-XA") return en_xa2_route_quotes(inputs)
	return en_route_quotes(inputs)
});