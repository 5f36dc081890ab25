/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Field_Contract_NumberInputs */

const en_tariffs_field_contract_number = /** @type {(inputs: Tariffs_Field_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract number`)
};

const es_tariffs_field_contract_number = /** @type {(inputs: Tariffs_Field_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el número de contrato`)
};

const en_xa2_tariffs_field_contract_number = /** @type {(inputs: Tariffs_Field_Contract_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţŕáçţ ñúɱƀéŕ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Contract number" |
*
* @param {Tariffs_Field_Contract_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_contract_number = /** @type {((inputs?: Tariffs_Field_Contract_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Field_Contract_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_field_contract_number(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_field_contract_number(inputs)
	return en_tariffs_field_contract_number(inputs)
});