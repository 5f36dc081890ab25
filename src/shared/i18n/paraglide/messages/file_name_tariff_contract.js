/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} File_Name_Tariff_ContractInputs */

const en_file_name_tariff_contract = /** @type {(inputs: File_Name_Tariff_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contract`)
};

const es_file_name_tariff_contract = /** @type {(inputs: File_Name_Tariff_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contrato`)
};

const en_xa2_file_name_tariff_contract = /** @type {(inputs: File_Name_Tariff_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çóñţŕáçţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "contract" |
*
* @param {File_Name_Tariff_ContractInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_tariff_contract = /** @type {((inputs?: File_Name_Tariff_ContractInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Name_Tariff_ContractInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_name_tariff_contract(inputs)
	if (locale === "en-XA") return en_xa2_file_name_tariff_contract(inputs)
	return en_file_name_tariff_contract(inputs)
});