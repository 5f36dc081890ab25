/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Field_Contract_ReferenceInputs */

const en_tariffs_field_contract_reference = /** @type {(inputs: Tariffs_Field_Contract_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract reference`)
};

const es_tariffs_field_contract_reference = /** @type {(inputs: Tariffs_Field_Contract_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la referencia del contrato`)
};

const en_xa2_tariffs_field_contract_reference = /** @type {(inputs: Tariffs_Field_Contract_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţŕáçţ ŕéƒéŕéñçé ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Contract reference" |
*
* @param {Tariffs_Field_Contract_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_contract_reference = /** @type {((inputs?: Tariffs_Field_Contract_ReferenceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Field_Contract_ReferenceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_field_contract_reference(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_field_contract_reference(inputs)
	return en_tariffs_field_contract_reference(inputs)
});