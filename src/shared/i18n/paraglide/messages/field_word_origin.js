/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_OriginInputs */

const en_field_word_origin = /** @type {(inputs: Field_Word_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin`)
};

const es_field_word_origin = /** @type {(inputs: Field_Word_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origen`)
};

const en_xa2_field_word_origin = /** @type {(inputs: Field_Word_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕíĝíñ ·~]`)
};

/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Field_Word_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_origin = /** @type {((inputs?: Field_Word_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_origin(inputs)
	if (locale === "en-XA") return en_xa2_field_word_origin(inputs)
	return en_field_word_origin(inputs)
});