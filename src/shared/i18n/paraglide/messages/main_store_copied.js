/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Main_Store_CopiedInputs */

const en_main_store_copied = /** @type {(inputs: Main_Store_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copied from the damaged file into the new store: ${i?.what}.`)
};

const es_main_store_copied = /** @type {(inputs: Main_Store_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copiado del fichero dañado al almacén nuevo: ${i?.what}.`)
};

const en_xa2_main_store_copied = /** @type {(inputs: Main_Store_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóþíéð ƒŕóɱ ţĥé ðáɱáĝéð ƒíļé íñţó ţĥé ñéŵ šţóŕé: ${i?.what}. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Copied from the damaged file into the new store: {what}." |
*
* @param {Main_Store_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_copied = /** @type {((inputs: Main_Store_CopiedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_CopiedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_copied(inputs)
	if (locale === "en-XA") return en_xa2_main_store_copied(inputs)
	return en_main_store_copied(inputs)
});