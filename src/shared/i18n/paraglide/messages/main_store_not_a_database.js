/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, why: NonNullable<unknown> }} Main_Store_Not_A_DatabaseInputs */

const en_main_store_not_a_database = /** @type {(inputs: Main_Store_Not_A_DatabaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The local store ${i?.file} is not a database Freight Desk can read (${i?.why}). It was left as it is.`)
};

const es_main_store_not_a_database = /** @type {(inputs: Main_Store_Not_A_DatabaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El almacén local ${i?.file} no es una base de datos que Freight Desk pueda leer (${i?.why}). Se ha dejado tal cual.`)
};

const en_xa2_main_store_not_a_database = /** @type {(inputs: Main_Store_Not_A_DatabaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļóçáļ šţóŕé ${i?.file} íš ñóţ á ðáţáƀášé Ƒŕéíĝĥţ Ðéšķ çáñ ŕéáð (${i?.why}). Íţ ŵáš ļéƒţ áš íţ íš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The local store {file} is not a database Freight Desk can read ({why}). It was left as it is." |
*
* @param {Main_Store_Not_A_DatabaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_not_a_database = /** @type {((inputs: Main_Store_Not_A_DatabaseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Not_A_DatabaseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_not_a_database(inputs)
	if (locale === "en-XA") return en_xa2_main_store_not_a_database(inputs)
	return en_main_store_not_a_database(inputs)
});