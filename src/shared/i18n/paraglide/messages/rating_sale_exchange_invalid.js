/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sale_Exchange_InvalidInputs */

const en_rating_sale_exchange_invalid = /** @type {(inputs: Rating_Sale_Exchange_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A rate such as 1.085 (up to 6 decimals)`)
};

const es_rating_sale_exchange_invalid = /** @type {(inputs: Rating_Sale_Exchange_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un tipo como 1,085 (hasta 6 decimales)`)
};

const en_xa2_rating_sale_exchange_invalid = /** @type {(inputs: Rating_Sale_Exchange_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕáţé šúçĥ áš 1.085 (úþ ţó 6 ðéçíɱáļš) ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A rate such as 1.085 (up to 6 decimals)" |
*
* @param {Rating_Sale_Exchange_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_invalid = /** @type {((inputs?: Rating_Sale_Exchange_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_Exchange_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sale_exchange_invalid(inputs)
	if (locale === "en-XA") return en_xa2_rating_sale_exchange_invalid(inputs)
	return en_rating_sale_exchange_invalid(inputs)
});