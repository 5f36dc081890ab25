/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_RatesInputs */

const en_field_word_rates = /** @type {(inputs: Field_Word_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate`)
};

const es_field_word_rates = /** @type {(inputs: Field_Word_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa`)
};

const en_xa2_field_word_rates = /** @type {(inputs: Field_Word_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé ·]`)
};

/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Field_Word_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_rates = /** @type {((inputs?: Field_Word_RatesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_RatesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_rates(inputs)
	if (locale === "en-XA") return en_xa2_field_word_rates(inputs)
	return en_field_word_rates(inputs)
});