/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, reason: NonNullable<unknown>, why: NonNullable<unknown> }} Main_Store_Not_Set_AsideInputs */

const en_main_store_not_set_aside = /** @type {(inputs: Main_Store_Not_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The local store ${i?.file} is damaged (${i?.reason}) and could not be set aside (${i?.why}). Quit Freight Desk, move that file out of its folder, and start it again: it then makes a new store.`)
};

const es_main_store_not_set_aside = /** @type {(inputs: Main_Store_Not_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El almacén local ${i?.file} está dañado (${i?.reason}) y no se pudo apartar (${i?.why}). Cierre Freight Desk, saque ese fichero de su carpeta y vuelva a abrirlo: entonces creará un almacén nuevo.`)
};

const en_xa2_main_store_not_set_aside = /** @type {(inputs: Main_Store_Not_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļóçáļ šţóŕé ${i?.file} íš ðáɱáĝéð (${i?.reason}) áñð çóúļð ñóţ ƀé šéţ ášíðé (${i?.why}). Ǫúíţ Ƒŕéíĝĥţ Ðéšķ, ɱóṽé ţĥáţ ƒíļé óúţ óƒ íţš ƒóļðéŕ, áñð šţáŕţ íţ áĝáíñ: íţ ţĥéñ ɱáķéš á ñéŵ šţóŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The local store {file} is damaged ({reason}) and could not be set aside ({why}). Quit Freight Desk, move that file out of its folder, and start it again: it ..." |
*
* @param {Main_Store_Not_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_not_set_aside = /** @type {((inputs: Main_Store_Not_Set_AsideInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Not_Set_AsideInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_not_set_aside(inputs)
	if (locale === "en-XA") return en_xa2_main_store_not_set_aside(inputs)
	return en_main_store_not_set_aside(inputs)
});