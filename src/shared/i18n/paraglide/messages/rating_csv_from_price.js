/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_From_PriceInputs */

const en_rating_csv_from_price = /** @type {(inputs: Rating_Csv_From_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`carrier price`)
};

const es_rating_csv_from_price = /** @type {(inputs: Rating_Csv_From_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`precio del transportista`)
};

const en_xa2_rating_csv_from_price = /** @type {(inputs: Rating_Csv_From_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çáŕŕíéŕ þŕíçé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "carrier price" |
*
* @param {Rating_Csv_From_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_from_price = /** @type {((inputs?: Rating_Csv_From_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_From_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_from_price(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_from_price(inputs)
	return en_rating_csv_from_price(inputs)
});