/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Contract_Number_RequiredInputs */

const en_tariffs_contract_number_required = /** @type {(inputs: Tariffs_Contract_Number_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract number is required`)
};

const es_tariffs_contract_number_required = /** @type {(inputs: Tariffs_Contract_Number_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de contrato es obligatorio`)
};

const en_xa2_tariffs_contract_number_required = /** @type {(inputs: Tariffs_Contract_Number_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţŕáçţ ñúɱƀéŕ íš ŕéǫúíŕéð ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Contract number is required" |
*
* @param {Tariffs_Contract_Number_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_number_required = /** @type {((inputs?: Tariffs_Contract_Number_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Contract_Number_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_contract_number_required(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_contract_number_required(inputs)
	return en_tariffs_contract_number_required(inputs)
});