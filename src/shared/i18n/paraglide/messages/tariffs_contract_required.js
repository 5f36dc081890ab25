/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Contract_RequiredInputs */

const en_tariffs_contract_required = /** @type {(inputs: Tariffs_Contract_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract reference is required`)
};

const es_tariffs_contract_required = /** @type {(inputs: Tariffs_Contract_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La referencia del contrato es obligatoria`)
};

const en_xa2_tariffs_contract_required = /** @type {(inputs: Tariffs_Contract_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţŕáçţ ŕéƒéŕéñçé íš ŕéǫúíŕéð ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Contract reference is required" |
*
* @param {Tariffs_Contract_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_required = /** @type {((inputs?: Tariffs_Contract_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Contract_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_contract_required(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_contract_required(inputs)
	return en_tariffs_contract_required(inputs)
});