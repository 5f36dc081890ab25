/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Damaged_File_KeptInputs */

const en_store_damaged_file_kept = /** @type {(inputs: Store_Damaged_File_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The damaged file, kept unchanged:`)
};

const es_store_damaged_file_kept = /** @type {(inputs: Store_Damaged_File_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El fichero dañado, conservado sin cambios:`)
};

const en_xa2_store_damaged_file_kept = /** @type {(inputs: Store_Damaged_File_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðáɱáĝéð ƒíļé, ķéþţ úñçĥáñĝéð: ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The damaged file, kept unchanged:" |
*
* @param {Store_Damaged_File_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_damaged_file_kept = /** @type {((inputs?: Store_Damaged_File_KeptInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Damaged_File_KeptInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_damaged_file_kept(inputs)
	if (locale === "en-XA") return en_xa2_store_damaged_file_kept(inputs)
	return en_store_damaged_file_kept(inputs)
});