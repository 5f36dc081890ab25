/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customers_No_MatchInputs */

const en_pricing_customers_no_match = /** @type {(inputs: Pricing_Customers_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customer matches the search.`)
};

const es_pricing_customers_no_match = /** @type {(inputs: Pricing_Customers_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún cliente coincide con la búsqueda.`)
};

const en_xa2_pricing_customers_no_match = /** @type {(inputs: Pricing_Customers_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çúšţóɱéŕ ɱáţçĥéš ţĥé šéáŕçĥ. ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No customer matches the search." |
*
* @param {Pricing_Customers_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_no_match = /** @type {((inputs?: Pricing_Customers_No_MatchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_No_MatchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_no_match(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_no_match(inputs)
	return en_pricing_customers_no_match(inputs)
});