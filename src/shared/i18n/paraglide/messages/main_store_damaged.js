/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, reason: NonNullable<unknown> }} Main_Store_DamagedInputs */

const en_main_store_damaged = /** @type {(inputs: Main_Store_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The local store ${i?.file} is damaged (${i?.reason}). Freight Desk sets it aside and fills a new one from the service: try again in a moment.`)
};

const es_main_store_damaged = /** @type {(inputs: Main_Store_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El almacén local ${i?.file} está dañado (${i?.reason}). Freight Desk lo aparta y llena uno nuevo desde el servicio: vuelva a intentarlo en un momento.`)
};

const en_xa2_main_store_damaged = /** @type {(inputs: Main_Store_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļóçáļ šţóŕé ${i?.file} íš ðáɱáĝéð (${i?.reason}). Ƒŕéíĝĥţ Ðéšķ šéţš íţ ášíðé áñð ƒíļļš á ñéŵ óñé ƒŕóɱ ţĥé šéŕṽíçé: ţŕý áĝáíñ íñ á ɱóɱéñţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The local store {file} is damaged ({reason}). Freight Desk sets it aside and fills a new one from the service: try again in a moment." |
*
* @param {Main_Store_DamagedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_damaged = /** @type {((inputs: Main_Store_DamagedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_DamagedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_damaged(inputs)
	if (locale === "en-XA") return en_xa2_main_store_damaged(inputs)
	return en_main_store_damaged(inputs)
});