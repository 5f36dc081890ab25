/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, reason: NonNullable<unknown> }} Main_Store_Found_DamagedInputs */

const en_main_store_found_damaged = /** @type {(inputs: Main_Store_Found_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freight Desk found its local store ${i?.file} damaged (${i?.reason}).`)
};

const es_main_store_found_damaged = /** @type {(inputs: Main_Store_Found_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freight Desk encontró dañado su almacén local ${i?.file} (${i?.reason}).`)
};

const en_xa2_main_store_found_damaged = /** @type {(inputs: Main_Store_Found_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ƒóúñð íţš ļóçáļ šţóŕé ${i?.file} ðáɱáĝéð (${i?.reason}). ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Freight Desk found its local store {file} damaged ({reason})." |
*
* @param {Main_Store_Found_DamagedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_found_damaged = /** @type {((inputs: Main_Store_Found_DamagedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Found_DamagedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_found_damaged(inputs)
	if (locale === "en-XA") return en_xa2_main_store_found_damaged(inputs)
	return en_main_store_found_damaged(inputs)
});