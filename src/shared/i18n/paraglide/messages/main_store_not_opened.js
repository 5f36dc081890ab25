/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Main_Store_Not_OpenedInputs */

const en_main_store_not_opened = /** @type {(inputs: Main_Store_Not_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The local store could not be opened: ${i?.why}`)
};

const es_main_store_not_opened = /** @type {(inputs: Main_Store_Not_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo abrir el almacén local: ${i?.why}`)
};

const en_xa2_main_store_not_opened = /** @type {(inputs: Main_Store_Not_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļóçáļ šţóŕé çóúļð ñóţ ƀé óþéñéð: ${i?.why} ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The local store could not be opened: {why}" |
*
* @param {Main_Store_Not_OpenedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_not_opened = /** @type {((inputs: Main_Store_Not_OpenedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Not_OpenedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_not_opened(inputs)
	if (locale === "en-XA") return en_xa2_main_store_not_opened(inputs)
	return en_main_store_not_opened(inputs)
});