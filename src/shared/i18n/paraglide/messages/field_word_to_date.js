/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_To_DateInputs */

const en_field_word_to_date = /** @type {(inputs: Field_Word_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const es_field_word_to_date = /** @type {(inputs: Field_Word_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta`)
};

const en_xa2_field_word_to_date = /** @type {(inputs: Field_Word_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ]`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Field_Word_To_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_to_date = /** @type {((inputs?: Field_Word_To_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_To_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_to_date(inputs)
	if (locale === "en-XA") return en_xa2_field_word_to_date(inputs)
	return en_field_word_to_date(inputs)
});