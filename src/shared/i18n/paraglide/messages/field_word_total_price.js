/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Total_PriceInputs */

const en_field_word_total_price = /** @type {(inputs: Field_Word_Total_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total price`)
};

const es_field_word_total_price = /** @type {(inputs: Field_Word_Total_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio total`)
};

const en_xa2_field_word_total_price = /** @type {(inputs: Field_Word_Total_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóţáļ þŕíçé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Total price" |
*
* @param {Field_Word_Total_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_total_price = /** @type {((inputs?: Field_Word_Total_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Total_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_total_price(inputs)
	if (locale === "en-XA") return en_xa2_field_word_total_price(inputs)
	return en_field_word_total_price(inputs)
});