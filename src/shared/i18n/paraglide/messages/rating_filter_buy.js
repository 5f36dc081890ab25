/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Filter_BuyInputs */

const en_rating_filter_buy = /** @type {(inputs: Rating_Filter_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy price (the carrier’s)`)
};

const es_rating_filter_buy = /** @type {(inputs: Rating_Filter_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio de compra (el del transportista)`)
};

const en_xa2_rating_filter_buy = /** @type {(inputs: Rating_Filter_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý þŕíçé (ţĥé çáŕŕíéŕ’š) ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Buy price (the carrier’s)" |
*
* @param {Rating_Filter_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_buy = /** @type {((inputs?: Rating_Filter_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_buy(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_buy(inputs)
	return en_rating_filter_buy(inputs)
});