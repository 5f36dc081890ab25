/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} File_Name_Tariff_TemplateInputs */

const en_file_name_tariff_template = /** @type {(inputs: File_Name_Tariff_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tariff-template`)
};

const es_file_name_tariff_template = /** @type {(inputs: File_Name_Tariff_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plantilla-tarifas`)
};

const en_xa2_file_name_tariff_template = /** @type {(inputs: File_Name_Tariff_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţáŕíƒƒ-ţéɱþļáţé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "tariff-template" |
*
* @param {File_Name_Tariff_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_tariff_template = /** @type {((inputs?: File_Name_Tariff_TemplateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Name_Tariff_TemplateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_name_tariff_template(inputs)
	if (locale === "en-XA") return en_xa2_file_name_tariff_template(inputs)
	return en_file_name_tariff_template(inputs)
});