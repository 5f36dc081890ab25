/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_ExtensionInputs */

const en_field_word_extension = /** @type {(inputs: Field_Word_ExtensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File type`)
};

const es_field_word_extension = /** @type {(inputs: Field_Word_ExtensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de archivo`)
};

const en_xa2_field_word_extension = /** @type {(inputs: Field_Word_ExtensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļé ţýþé ·~ ]`)
};

/**
* | output |
* | --- |
* | "File type" |
*
* @param {Field_Word_ExtensionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_extension = /** @type {((inputs?: Field_Word_ExtensionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_ExtensionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_extension(inputs)
	if (locale === "en-XA") return en_xa2_field_word_extension(inputs)
	return en_field_word_extension(inputs)
});