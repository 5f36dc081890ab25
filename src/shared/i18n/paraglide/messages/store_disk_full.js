/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ folder: NonNullable<unknown> }} Store_Disk_FullInputs */

const en_store_disk_full = /** @type {(inputs: Store_Disk_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The disk is full: Freight Desk could not write to ${i?.folder}. Free some space on that disk, then try again.`)
};

const es_store_disk_full = /** @type {(inputs: Store_Disk_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El disco está lleno: Freight Desk no pudo escribir en ${i?.folder}. Libere espacio en ese disco y vuelva a intentarlo.`)
};

const en_xa2_store_disk_full = /** @type {(inputs: Store_Disk_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðíšķ íš ƒúļļ: Ƒŕéíĝĥţ Ðéšķ çóúļð ñóţ ŵŕíţé ţó ${i?.folder}. Ƒŕéé šóɱé šþáçé óñ ţĥáţ ðíšķ, ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The disk is full: Freight Desk could not write to {folder}. Free some space on that disk, then try again." |
*
* @param {Store_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_disk_full = /** @type {((inputs: Store_Disk_FullInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Disk_FullInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_disk_full(inputs)
	if (locale === "en-XA") return en_xa2_store_disk_full(inputs)
	return en_store_disk_full(inputs)
});