/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Rating_Filter_Min_SellInputs */

const en_rating_filter_min_sell = /** @type {(inputs: Rating_Filter_Min_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Min. sell (${i?.currency})`)
};

const es_rating_filter_min_sell = /** @type {(inputs: Rating_Filter_Min_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Venta mín. (${i?.currency})`)
};

const en_xa2_rating_filter_min_sell = /** @type {(inputs: Rating_Filter_Min_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁíñ. šéļļ (${i?.currency}) ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Min. sell ({currency})" |
*
* @param {Rating_Filter_Min_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_min_sell = /** @type {((inputs: Rating_Filter_Min_SellInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Min_SellInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_min_sell(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_min_sell(inputs)
	return en_rating_filter_min_sell(inputs)
});