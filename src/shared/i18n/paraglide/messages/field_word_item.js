/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_ItemInputs */

const en_field_word_item = /** @type {(inputs: Field_Word_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`item`)
};

const es_field_word_item = /** @type {(inputs: Field_Word_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`elemento`)
};

const en_xa2_field_word_item = /** @type {(inputs: Field_Word_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţéɱ ·]`)
};

/**
* | output |
* | --- |
* | "item" |
*
* @param {Field_Word_ItemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_item = /** @type {((inputs?: Field_Word_ItemInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_ItemInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_item(inputs)
	if (locale === "en-XA") return en_xa2_field_word_item(inputs)
	return en_field_word_item(inputs)
});