/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Quote_IdInputs */

const en_field_word_quote_id = /** @type {(inputs: Field_Word_Quote_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quote`)
};

const es_field_word_quote_id = /** @type {(inputs: Field_Word_Quote_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización guardada`)
};

const en_xa2_field_word_quote_id = /** @type {(inputs: Field_Word_Quote_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ǫúóţé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Field_Word_Quote_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_quote_id = /** @type {((inputs?: Field_Word_Quote_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Quote_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_quote_id(inputs)
	if (locale === "en-XA") return en_xa2_field_word_quote_id(inputs)
	return en_field_word_quote_id(inputs)
});