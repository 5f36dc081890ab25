/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_ContractInputs */

const en_tariffs_col_contract = /** @type {(inputs: Tariffs_Col_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract`)
};

const es_tariffs_col_contract = /** @type {(inputs: Tariffs_Col_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrato`)
};

const en_xa2_tariffs_col_contract = /** @type {(inputs: Tariffs_Col_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţŕáçţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Contract" |
*
* @param {Tariffs_Col_ContractInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_contract = /** @type {((inputs?: Tariffs_Col_ContractInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_ContractInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_contract(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_contract(inputs)
	return en_tariffs_col_contract(inputs)
});