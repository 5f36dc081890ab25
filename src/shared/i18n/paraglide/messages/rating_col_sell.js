/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Col_SellInputs */

const en_rating_col_sell = /** @type {(inputs: Rating_Col_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sell`)
};

const es_rating_col_sell = /** @type {(inputs: Rating_Col_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venta`)
};

const en_xa2_rating_col_sell = /** @type {(inputs: Rating_Col_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļļ ·]`)
};

/**
* | output |
* | --- |
* | "Sell" |
*
* @param {Rating_Col_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_sell = /** @type {((inputs?: Rating_Col_SellInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Col_SellInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_col_sell(inputs)
	if (locale === "en-XA") return en_xa2_rating_col_sell(inputs)
	return en_rating_col_sell(inputs)
});