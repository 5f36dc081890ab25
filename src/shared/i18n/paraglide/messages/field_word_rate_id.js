/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Rate_IdInputs */

const en_field_word_rate_id = /** @type {(inputs: Field_Word_Rate_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen rate`)
};

const es_field_word_rate_id = /** @type {(inputs: Field_Word_Rate_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa elegida`)
};

const en_xa2_field_word_rate_id = /** @type {(inputs: Field_Word_Rate_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóšéñ ŕáţé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Chosen rate" |
*
* @param {Field_Word_Rate_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_rate_id = /** @type {((inputs?: Field_Word_Rate_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Rate_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_rate_id(inputs)
	if (locale === "en-XA") return en_xa2_field_word_rate_id(inputs)
	return en_field_word_rate_id(inputs)
});