/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Store_CopiedInputs */

const en_store_copied = /** @type {(inputs: Store_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copied from it into the new store: ${i?.what}.`)
};

const es_store_copied = /** @type {(inputs: Store_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copiado de él al almacén nuevo: ${i?.what}.`)
};

const en_xa2_store_copied = /** @type {(inputs: Store_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóþíéð ƒŕóɱ íţ íñţó ţĥé ñéŵ šţóŕé: ${i?.what}. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Copied from it into the new store: {what}." |
*
* @param {Store_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_copied = /** @type {((inputs: Store_CopiedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_CopiedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_copied(inputs)
	if (locale === "en-XA") return en_xa2_store_copied(inputs)
	return en_store_copied(inputs)
});