/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, mode: NonNullable<unknown> }} Main_Store_Not_WalInputs */

const en_main_store_not_wal = /** @type {(inputs: Main_Store_Not_WalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The local store ${i?.file} could not switch to WAL mode (it is in ${i?.mode} mode).`)
};

const es_main_store_not_wal = /** @type {(inputs: Main_Store_Not_WalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El almacén local ${i?.file} no pudo pasar al modo WAL (está en modo ${i?.mode}).`)
};

const en_xa2_main_store_not_wal = /** @type {(inputs: Main_Store_Not_WalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļóçáļ šţóŕé ${i?.file} çóúļð ñóţ šŵíţçĥ ţó ŴÁĻ ɱóðé (íţ íš íñ ${i?.mode} ɱóðé). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The local store {file} could not switch to WAL mode (it is in {mode} mode)." |
*
* @param {Main_Store_Not_WalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_not_wal = /** @type {((inputs: Main_Store_Not_WalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Not_WalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_not_wal(inputs)
	if (locale === "en-XA") return en_xa2_main_store_not_wal(inputs)
	return en_main_store_not_wal(inputs)
});