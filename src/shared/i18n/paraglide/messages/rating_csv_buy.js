/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_BuyInputs */

const en_rating_csv_buy = /** @type {(inputs: Rating_Csv_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buy ${i?.currency}`)
};

const es_rating_csv_buy = /** @type {(inputs: Rating_Csv_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compra ${i?.currency}`)
};

const en_xa2_rating_csv_buy = /** @type {(inputs: Rating_Csv_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓúý ${i?.currency} ·]`)
};

/**
* | output |
* | --- |
* | "Buy {currency}" |
*
* @param {Rating_Csv_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_buy = /** @type {((inputs: Rating_Csv_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_buy(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_buy(inputs)
	return en_rating_csv_buy(inputs)
});