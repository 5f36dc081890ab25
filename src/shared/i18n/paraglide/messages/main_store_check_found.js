/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ finding: NonNullable<unknown> }} Main_Store_Check_FoundInputs */

const en_main_store_check_found = /** @type {(inputs: Main_Store_Check_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SQLite's check of the file found: ${i?.finding}`)
};

const es_main_store_check_found = /** @type {(inputs: Main_Store_Check_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la comprobación del archivo por SQLite encontró: ${i?.finding}`)
};

const en_xa2_main_store_check_found = /** @type {(inputs: Main_Store_Check_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ŠǪĻíţé'š çĥéçķ óƒ ţĥé ƒíļé ƒóúñð: ${i?.finding} ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "SQLite's check of the file found: {finding}" |
*
* @param {Main_Store_Check_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_check_found = /** @type {((inputs: Main_Store_Check_FoundInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Check_FoundInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_check_found(inputs)
	if (locale === "en-XA") return en_xa2_main_store_check_found(inputs)
	return en_main_store_check_found(inputs)
});