/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Main_Store_Not_RebuiltInputs */

const en_main_store_not_rebuilt = /** @type {(inputs: Main_Store_Not_RebuiltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not be rebuilt: ${i?.what}.`)
};

const es_main_store_not_rebuilt = /** @type {(inputs: Main_Store_Not_RebuiltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo reconstruir: ${i?.what}.`)
};

const en_xa2_main_store_not_rebuilt = /** @type {(inputs: Main_Store_Not_RebuiltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ƀé ŕéƀúíļţ: ${i?.what}. ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not be rebuilt: {what}." |
*
* @param {Main_Store_Not_RebuiltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_not_rebuilt = /** @type {((inputs: Main_Store_Not_RebuiltInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Not_RebuiltInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_not_rebuilt(inputs)
	if (locale === "en-XA") return en_xa2_main_store_not_rebuilt(inputs)
	return en_main_store_not_rebuilt(inputs)
});