/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_Exchange_Two_CurrenciesInputs */

const en_pricing_field_exchange_two_currencies = /** @type {(inputs: Pricing_Field_Exchange_Two_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A rate of exchange is between two currencies`)
};

const es_pricing_field_exchange_two_currencies = /** @type {(inputs: Pricing_Field_Exchange_Two_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un tipo de cambio es entre dos monedas`)
};

const en_xa2_pricing_field_exchange_two_currencies = /** @type {(inputs: Pricing_Field_Exchange_Two_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕáţé óƒ éẋçĥáñĝé íš ƀéţŵééñ ţŵó çúŕŕéñçíéš ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "A rate of exchange is between two currencies" |
*
* @param {Pricing_Field_Exchange_Two_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_exchange_two_currencies = /** @type {((inputs?: Pricing_Field_Exchange_Two_CurrenciesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Exchange_Two_CurrenciesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_exchange_two_currencies(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_exchange_two_currencies(inputs)
	return en_pricing_field_exchange_two_currencies(inputs)
});