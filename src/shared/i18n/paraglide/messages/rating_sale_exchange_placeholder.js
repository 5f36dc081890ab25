/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sale_Exchange_PlaceholderInputs */

const en_rating_sale_exchange_placeholder = /** @type {(inputs: Rating_Sale_Exchange_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 1.085`)
};

const es_rating_sale_exchange_placeholder = /** @type {(inputs: Rating_Sale_Exchange_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 1,085`)
};

const en_xa2_rating_sale_exchange_placeholder = /** @type {(inputs: Rating_Sale_Exchange_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 1.085 ·~ ]`)
};

/**
* | output |
* | --- |
* | "e.g. 1.085" |
*
* @param {Rating_Sale_Exchange_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_placeholder = /** @type {((inputs?: Rating_Sale_Exchange_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_Exchange_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sale_exchange_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_rating_sale_exchange_placeholder(inputs)
	return en_rating_sale_exchange_placeholder(inputs)
});