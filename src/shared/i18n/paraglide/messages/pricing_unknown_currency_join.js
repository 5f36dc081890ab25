/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, second: NonNullable<unknown> }} Pricing_Unknown_Currency_JoinInputs */

const en_pricing_unknown_currency_join = /** @type {(inputs: Pricing_Unknown_Currency_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} and ${i?.second}`)
};

const es_pricing_unknown_currency_join = /** @type {(inputs: Pricing_Unknown_Currency_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} y ${i?.second}`)
};

const en_xa2_pricing_unknown_currency_join = /** @type {(inputs: Pricing_Unknown_Currency_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.first} áñð ${i?.second} ·]`)
};

/**
* | output |
* | --- |
* | "{first} and {second}" |
*
* @param {Pricing_Unknown_Currency_JoinInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_currency_join = /** @type {((inputs: Pricing_Unknown_Currency_JoinInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_Currency_JoinInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_unknown_currency_join(inputs)
	if (locale === "en-XA") return en_xa2_pricing_unknown_currency_join(inputs)
	return en_pricing_unknown_currency_join(inputs)
});