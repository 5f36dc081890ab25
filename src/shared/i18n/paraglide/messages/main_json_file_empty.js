/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Json_File_EmptyInputs */

const en_main_json_file_empty = /** @type {(inputs: Main_Json_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the file is empty`)
};

const es_main_json_file_empty = /** @type {(inputs: Main_Json_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el archivo está vacío`)
};

const en_xa2_main_json_file_empty = /** @type {(inputs: Main_Json_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ƒíļé íš éɱþţý ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the file is empty" |
*
* @param {Main_Json_File_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_empty = /** @type {((inputs?: Main_Json_File_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Json_File_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_json_file_empty(inputs)
	if (locale === "en-XA") return en_xa2_main_json_file_empty(inputs)
	return en_main_json_file_empty(inputs)
});