/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Unknown_An_Unknown_CurrencyInputs */

const en_pricing_unknown_an_unknown_currency = /** @type {(inputs: Pricing_Unknown_An_Unknown_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown currency`)
};

const es_pricing_unknown_an_unknown_currency = /** @type {(inputs: Pricing_Unknown_An_Unknown_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una moneda desconocida`)
};

const en_xa2_pricing_unknown_an_unknown_currency = /** @type {(inputs: Pricing_Unknown_An_Unknown_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úñķñóŵñ çúŕŕéñçý ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "an unknown currency" |
*
* @param {Pricing_Unknown_An_Unknown_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_an_unknown_currency = /** @type {((inputs?: Pricing_Unknown_An_Unknown_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_An_Unknown_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_unknown_an_unknown_currency(inputs)
	if (locale === "en-XA") return en_xa2_pricing_unknown_an_unknown_currency(inputs)
	return en_pricing_unknown_an_unknown_currency(inputs)
});