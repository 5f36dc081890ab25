/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Unknown_That_CurrencyInputs */

const en_pricing_unknown_that_currency = /** @type {(inputs: Pricing_Unknown_That_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`that currency`)
};

const es_pricing_unknown_that_currency = /** @type {(inputs: Pricing_Unknown_That_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esa moneda`)
};

const en_xa2_pricing_unknown_that_currency = /** @type {(inputs: Pricing_Unknown_That_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥáţ çúŕŕéñçý ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "that currency" |
*
* @param {Pricing_Unknown_That_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_that_currency = /** @type {((inputs?: Pricing_Unknown_That_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_That_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_unknown_that_currency(inputs)
	if (locale === "en-XA") return en_xa2_pricing_unknown_that_currency(inputs)
	return en_pricing_unknown_that_currency(inputs)
});