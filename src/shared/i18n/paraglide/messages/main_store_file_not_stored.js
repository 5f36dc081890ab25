/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Main_Store_File_Not_StoredInputs */

const en_main_store_file_not_stored = /** @type {(inputs: Main_Store_File_Not_StoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A chunk of the file could not be stored: ${i?.why}`)
};

const es_main_store_file_not_stored = /** @type {(inputs: Main_Store_File_Not_StoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar una parte del archivo: ${i?.why}`)
};

const en_xa2_main_store_file_not_stored = /** @type {(inputs: Main_Store_File_Not_StoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á çĥúñķ óƒ ţĥé ƒíļé çóúļð ñóţ ƀé šţóŕéð: ${i?.why} ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A chunk of the file could not be stored: {why}" |
*
* @param {Main_Store_File_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_file_not_stored = /** @type {((inputs: Main_Store_File_Not_StoredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_File_Not_StoredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_file_not_stored(inputs)
	if (locale === "en-XA") return en_xa2_main_store_file_not_stored(inputs)
	return en_main_store_file_not_stored(inputs)
});