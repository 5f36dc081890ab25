/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_City_NameInputs */

const en_field_word_city_name = /** @type {(inputs: Field_Word_City_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const es_field_word_city_name = /** @type {(inputs: Field_Word_City_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad`)
};

const en_xa2_field_word_city_name = /** @type {(inputs: Field_Word_City_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý ·]`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Field_Word_City_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_city_name = /** @type {((inputs?: Field_Word_City_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_City_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_city_name(inputs)
	if (locale === "en-XA") return en_xa2_field_word_city_name(inputs)
	return en_field_word_city_name(inputs)
});