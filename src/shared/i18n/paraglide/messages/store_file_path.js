/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_File_PathInputs */

const en_store_file_path = /** @type {(inputs: Store_File_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`file path`)
};

const es_store_file_path = /** @type {(inputs: Store_File_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ruta del fichero`)
};

const en_xa2_store_file_path = /** @type {(inputs: Store_File_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƒíļé þáţĥ ·~ ]`)
};

/**
* | output |
* | --- |
* | "file path" |
*
* @param {Store_File_PathInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_file_path = /** @type {((inputs?: Store_File_PathInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_File_PathInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_file_path(inputs)
	if (locale === "en-XA") return en_xa2_store_file_path(inputs)
	return en_store_file_path(inputs)
});