/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Col_PriceInputs */

const en_quotes_col_price = /** @type {(inputs: Quotes_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const es_quotes_col_price = /** @type {(inputs: Quotes_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

const en_xa2_quotes_col_price = /** @type {(inputs: Quotes_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ·]`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Quotes_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_price = /** @type {((inputs?: Quotes_Col_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Col_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_col_price(inputs)
	if (locale === "en-XA") return en_xa2_quotes_col_price(inputs)
	return en_quotes_col_price(inputs)
});