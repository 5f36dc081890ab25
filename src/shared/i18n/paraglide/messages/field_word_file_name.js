/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_File_NameInputs */

const en_field_word_file_name = /** @type {(inputs: Field_Word_File_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File name`)
};

const es_field_word_file_name = /** @type {(inputs: Field_Word_File_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del archivo`)
};

const en_xa2_field_word_file_name = /** @type {(inputs: Field_Word_File_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļé ñáɱé ·~ ]`)
};

/**
* | output |
* | --- |
* | "File name" |
*
* @param {Field_Word_File_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_file_name = /** @type {((inputs?: Field_Word_File_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_File_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_file_name(inputs)
	if (locale === "en-XA") return en_xa2_field_word_file_name(inputs)
	return en_field_word_file_name(inputs)
});