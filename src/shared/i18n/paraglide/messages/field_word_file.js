/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_FileInputs */

const en_field_word_file = /** @type {(inputs: Field_Word_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File`)
};

const es_field_word_file = /** @type {(inputs: Field_Word_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo`)
};

const en_xa2_field_word_file = /** @type {(inputs: Field_Word_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļé ·]`)
};

/**
* | output |
* | --- |
* | "File" |
*
* @param {Field_Word_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_file = /** @type {((inputs?: Field_Word_FileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_FileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_file(inputs)
	if (locale === "en-XA") return en_xa2_field_word_file(inputs)
	return en_field_word_file(inputs)
});