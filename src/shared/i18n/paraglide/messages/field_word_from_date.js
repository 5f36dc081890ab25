/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_From_DateInputs */

const en_field_word_from_date = /** @type {(inputs: Field_Word_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const es_field_word_from_date = /** @type {(inputs: Field_Word_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

const en_xa2_field_word_from_date = /** @type {(inputs: Field_Word_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ·]`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Field_Word_From_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_from_date = /** @type {((inputs?: Field_Word_From_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_From_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_from_date(inputs)
	if (locale === "en-XA") return en_xa2_field_word_from_date(inputs)
	return en_field_word_from_date(inputs)
});