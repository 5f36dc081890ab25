/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Col_BuyInputs */

const en_rating_col_buy = /** @type {(inputs: Rating_Col_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy`)
};

const es_rating_col_buy = /** @type {(inputs: Rating_Col_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compra`)
};

const en_xa2_rating_col_buy = /** @type {(inputs: Rating_Col_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý ·]`)
};

/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Rating_Col_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_buy = /** @type {((inputs?: Rating_Col_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Col_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_col_buy(inputs)
	if (locale === "en-XA") return en_xa2_rating_col_buy(inputs)
	return en_rating_col_buy(inputs)
});