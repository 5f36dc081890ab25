/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Sequential_NumberInputs */

const en_field_word_sequential_number = /** @type {(inputs: Field_Word_Sequential_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container number`)
};

const es_field_word_sequential_number = /** @type {(inputs: Field_Word_Sequential_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de contenedor`)
};

const en_xa2_field_word_sequential_number = /** @type {(inputs: Field_Word_Sequential_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ñúɱƀéŕ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Container number" |
*
* @param {Field_Word_Sequential_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_sequential_number = /** @type {((inputs?: Field_Word_Sequential_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Sequential_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_sequential_number(inputs)
	if (locale === "en-XA") return en_xa2_field_word_sequential_number(inputs)
	return en_field_word_sequential_number(inputs)
});