/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Min_BuyInputs */

const en_rating_filter_min_buy = /** @type {(inputs: Rating_Filter_Min_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Min. buy (${i?.currency})`)
};

const es_rating_filter_min_buy = /** @type {(inputs: Rating_Filter_Min_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compra mín. (${i?.currency})`)
};

const en_xa2_rating_filter_min_buy = /** @type {(inputs: Rating_Filter_Min_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁíñ. ƀúý (${i?.currency}) ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Min. buy ({currency})" |
*
* @param {Rating_Filter_Min_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_min_buy = /** @type {((inputs: Rating_Filter_Min_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Min_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_min_buy(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_min_buy(inputs)
	return en_rating_filter_min_buy(inputs)
});