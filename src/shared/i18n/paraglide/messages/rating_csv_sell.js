/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_SellInputs */

const en_rating_csv_sell = /** @type {(inputs: Rating_Csv_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sell ${i?.currency}`)
};

const es_rating_csv_sell = /** @type {(inputs: Rating_Csv_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Venta ${i?.currency}`)
};

const en_xa2_rating_csv_sell = /** @type {(inputs: Rating_Csv_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéļļ ${i?.currency} ·]`)
};

/**
* | output |
* | --- |
* | "Sell {currency}" |
*
* @param {Rating_Csv_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_sell = /** @type {((inputs: Rating_Csv_SellInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_SellInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_sell(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_sell(inputs)
	return en_rating_csv_sell(inputs)
});