/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sale_ExchangeInputs */

const en_rating_sale_exchange = /** @type {(inputs: Rating_Sale_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates of exchange`)
};

const es_rating_sale_exchange = /** @type {(inputs: Rating_Sale_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de cambio`)
};

const en_xa2_rating_sale_exchange = /** @type {(inputs: Rating_Sale_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš óƒ éẋçĥáñĝé ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Rates of exchange" |
*
* @param {Rating_Sale_ExchangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange = /** @type {((inputs?: Rating_Sale_ExchangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_ExchangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sale_exchange(inputs)
	if (locale === "en-XA") return en_xa2_rating_sale_exchange(inputs)
	return en_rating_sale_exchange(inputs)
});