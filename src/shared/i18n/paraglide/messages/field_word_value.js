/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_ValueInputs */

const en_field_word_value = /** @type {(inputs: Field_Word_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const es_field_word_value = /** @type {(inputs: Field_Word_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe`)
};

const en_xa2_field_word_value = /** @type {(inputs: Field_Word_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ ·~]`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Field_Word_ValueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_value = /** @type {((inputs?: Field_Word_ValueInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_ValueInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_value(inputs)
	if (locale === "en-XA") return en_xa2_field_word_value(inputs)
	return en_field_word_value(inputs)
});