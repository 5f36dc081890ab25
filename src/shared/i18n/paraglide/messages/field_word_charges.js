/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_ChargesInputs */

const en_field_word_charges = /** @type {(inputs: Field_Word_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

const es_field_word_charges = /** @type {(inputs: Field_Word_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

const en_xa2_field_word_charges = /** @type {(inputs: Field_Word_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝé ·~]`)
};

/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Field_Word_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_charges = /** @type {((inputs?: Field_Word_ChargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_ChargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_charges(inputs)
	if (locale === "en-XA") return en_xa2_field_word_charges(inputs)
	return en_field_word_charges(inputs)
});