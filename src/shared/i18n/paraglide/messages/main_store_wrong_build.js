/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ runtime: NonNullable<unknown>, fix: NonNullable<unknown>, why: NonNullable<unknown> }} Main_Store_Wrong_BuildInputs */

const en_main_store_wrong_build = /** @type {(inputs: Main_Store_Wrong_BuildInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The local store could not be opened: better-sqlite3's native module was built for another runtime (this is ${i?.runtime}). ${i?.fix} (${i?.why})`)
};

const es_main_store_wrong_build = /** @type {(inputs: Main_Store_Wrong_BuildInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo abrir el almacén local: el módulo nativo de better-sqlite3 se compiló para otro entorno de ejecución (este es ${i?.runtime}). ${i?.fix} (${i?.why})`)
};

const en_xa2_main_store_wrong_build = /** @type {(inputs: Main_Store_Wrong_BuildInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļóçáļ šţóŕé çóúļð ñóţ ƀé óþéñéð: ƀéţţéŕ-šǫļíţé3'š ñáţíṽé ɱóðúļé ŵáš ƀúíļţ ƒóŕ áñóţĥéŕ ŕúñţíɱé (ţĥíš íš ${i?.runtime}). ${i?.fix} (${i?.why}) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The local store could not be opened: better-sqlite3's native module was built for another runtime (this is {runtime}). {fix} ({why})" |
*
* @param {Main_Store_Wrong_BuildInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_wrong_build = /** @type {((inputs: Main_Store_Wrong_BuildInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Wrong_BuildInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_wrong_build(inputs)
	if (locale === "en-XA") return en_xa2_main_store_wrong_build(inputs)
	return en_main_store_wrong_build(inputs)
});