/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_IdInputs */

const en_field_word_id = /** @type {(inputs: Field_Word_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifier`)
};

const es_field_word_id = /** @type {(inputs: Field_Word_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificador`)
};

const en_xa2_field_word_id = /** @type {(inputs: Field_Word_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íðéñţíƒíéŕ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Identifier" |
*
* @param {Field_Word_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_id = /** @type {((inputs?: Field_Word_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_id(inputs)
	if (locale === "en-XA") return en_xa2_field_word_id(inputs)
	return en_field_word_id(inputs)
});