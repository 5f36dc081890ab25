/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Filter_SellInputs */

const en_rating_filter_sell = /** @type {(inputs: Rating_Filter_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sell price`)
};

const es_rating_filter_sell = /** @type {(inputs: Rating_Filter_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio de venta`)
};

const en_xa2_rating_filter_sell = /** @type {(inputs: Rating_Filter_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļļ þŕíçé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Sell price" |
*
* @param {Rating_Filter_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_sell = /** @type {((inputs?: Rating_Filter_SellInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_SellInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_sell(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_sell(inputs)
	return en_rating_filter_sell(inputs)
});