/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_LocInputs */

const en_field_word_loc = /** @type {(inputs: Field_Word_LocInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place`)
};

const es_field_word_loc = /** @type {(inputs: Field_Word_LocInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localidad`)
};

const en_xa2_field_word_loc = /** @type {(inputs: Field_Word_LocInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáçé ·]`)
};

/**
* | output |
* | --- |
* | "Place" |
*
* @param {Field_Word_LocInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_loc = /** @type {((inputs?: Field_Word_LocInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_LocInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_loc(inputs)
	if (locale === "en-XA") return en_xa2_field_word_loc(inputs)
	return en_field_word_loc(inputs)
});