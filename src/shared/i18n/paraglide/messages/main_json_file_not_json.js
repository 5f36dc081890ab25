/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ detail: NonNullable<unknown> }} Main_Json_File_Not_JsonInputs */

const en_main_json_file_not_json = /** @type {(inputs: Main_Json_File_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it is not valid JSON (${i?.detail})`)
};

const es_main_json_file_not_json = /** @type {(inputs: Main_Json_File_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no es un JSON válido (${i?.detail})`)
};

const en_xa2_main_json_file_not_json = /** @type {(inputs: Main_Json_File_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íţ íš ñóţ ṽáļíð ĴŠÓÑ (${i?.detail}) ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "it is not valid JSON ({detail})" |
*
* @param {Main_Json_File_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_not_json = /** @type {((inputs: Main_Json_File_Not_JsonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Json_File_Not_JsonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_json_file_not_json(inputs)
	if (locale === "en-XA") return en_xa2_main_json_file_not_json(inputs)
	return en_main_json_file_not_json(inputs)
});