/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Country_CodeInputs */

const en_field_word_country_code = /** @type {(inputs: Field_Word_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

const es_field_word_country_code = /** @type {(inputs: Field_Word_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

const en_xa2_field_word_country_code = /** @type {(inputs: Field_Word_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúñţŕý ·~]`)
};

/**
* | output |
* | --- |
* | "Country" |
*
* @param {Field_Word_Country_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_country_code = /** @type {((inputs?: Field_Word_Country_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Country_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_country_code(inputs)
	if (locale === "en-XA") return en_xa2_field_word_country_code(inputs)
	return en_field_word_country_code(inputs)
});