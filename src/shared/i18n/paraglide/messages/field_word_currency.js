/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_CurrencyInputs */

const en_field_word_currency = /** @type {(inputs: Field_Word_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

const es_field_word_currency = /** @type {(inputs: Field_Word_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda`)
};

const en_xa2_field_word_currency = /** @type {(inputs: Field_Word_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ·~ ]`)
};

/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Field_Word_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_currency = /** @type {((inputs?: Field_Word_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_currency(inputs)
	if (locale === "en-XA") return en_xa2_field_word_currency(inputs)
	return en_field_word_currency(inputs)
});