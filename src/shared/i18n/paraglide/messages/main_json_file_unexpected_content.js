/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Json_File_Unexpected_ContentInputs */

const en_main_json_file_unexpected_content = /** @type {(inputs: Main_Json_File_Unexpected_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unexpected content`)
};

const es_main_json_file_unexpected_content = /** @type {(inputs: Main_Json_File_Unexpected_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contenido inesperado`)
};

const en_xa2_main_json_file_unexpected_content = /** @type {(inputs: Main_Json_File_Unexpected_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úñéẋþéçţéð çóñţéñţ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "unexpected content" |
*
* @param {Main_Json_File_Unexpected_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_unexpected_content = /** @type {((inputs?: Main_Json_File_Unexpected_ContentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Json_File_Unexpected_ContentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_json_file_unexpected_content(inputs)
	if (locale === "en-XA") return en_xa2_main_json_file_unexpected_content(inputs)
	return en_main_json_file_unexpected_content(inputs)
});