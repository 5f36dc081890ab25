/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Main_Store_Nothing_ReadableInputs */

const en_main_store_nothing_readable = /** @type {(inputs: Main_Store_Nothing_ReadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing could be read from the damaged file, so what only it held could not be rebuilt: ${i?.what}.`)
};

const es_main_store_nothing_readable = /** @type {(inputs: Main_Store_Nothing_ReadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo leer nada del fichero dañado, así que lo que solo él contenía no se pudo reconstruir: ${i?.what}.`)
};

const en_xa2_main_store_nothing_readable = /** @type {(inputs: Main_Store_Nothing_ReadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ çóúļð ƀé ŕéáð ƒŕóɱ ţĥé ðáɱáĝéð ƒíļé, šó ŵĥáţ óñļý íţ ĥéļð çóúļð ñóţ ƀé ŕéƀúíļţ: ${i?.what}. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Nothing could be read from the damaged file, so what only it held could not be rebuilt: {what}." |
*
* @param {Main_Store_Nothing_ReadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_nothing_readable = /** @type {((inputs: Main_Store_Nothing_ReadableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Nothing_ReadableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_nothing_readable(inputs)
	if (locale === "en-XA") return en_xa2_main_store_nothing_readable(inputs)
	return en_main_store_nothing_readable(inputs)
});