/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_Buy_FromInputs */

const en_rating_csv_buy_from = /** @type {(inputs: Rating_Csv_Buy_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy from`)
};

const es_rating_csv_buy_from = /** @type {(inputs: Rating_Csv_Buy_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compra según`)
};

const en_xa2_rating_csv_buy_from = /** @type {(inputs: Rating_Csv_Buy_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý ƒŕóɱ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Buy from" |
*
* @param {Rating_Csv_Buy_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_buy_from = /** @type {((inputs?: Rating_Csv_Buy_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Buy_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_buy_from(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_buy_from(inputs)
	return en_rating_csv_buy_from(inputs)
});