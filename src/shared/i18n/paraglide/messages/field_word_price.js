/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_PriceInputs */

const en_field_word_price = /** @type {(inputs: Field_Word_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const es_field_word_price = /** @type {(inputs: Field_Word_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

const en_xa2_field_word_price = /** @type {(inputs: Field_Word_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ·]`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Field_Word_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_price = /** @type {((inputs?: Field_Word_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_price(inputs)
	if (locale === "en-XA") return en_xa2_field_word_price(inputs)
	return en_field_word_price(inputs)
});