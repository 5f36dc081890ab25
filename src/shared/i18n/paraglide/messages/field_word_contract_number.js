/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Contract_NumberInputs */

const en_field_word_contract_number = /** @type {(inputs: Field_Word_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract number`)
};

const es_field_word_contract_number = /** @type {(inputs: Field_Word_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de contrato`)
};

const en_xa2_field_word_contract_number = /** @type {(inputs: Field_Word_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţŕáçţ ñúɱƀéŕ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Contract number" |
*
* @param {Field_Word_Contract_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_contract_number = /** @type {((inputs?: Field_Word_Contract_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Contract_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_contract_number(inputs)
	if (locale === "en-XA") return en_xa2_field_word_contract_number(inputs)
	return en_field_word_contract_number(inputs)
});