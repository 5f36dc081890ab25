/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, version: NonNullable<unknown>, latest: NonNullable<unknown> }} Main_Store_Newer_VersionInputs */

const en_main_store_newer_version = /** @type {(inputs: Main_Store_Newer_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The local store ${i?.file} was written by a newer version of Freight Desk (store version ${i?.version}; this version reads up to ${i?.latest}). It was left as it is: update Freight Desk to use it.`)
};

const es_main_store_newer_version = /** @type {(inputs: Main_Store_Newer_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El almacén local ${i?.file} lo escribió una versión más reciente de Freight Desk (versión del almacén ${i?.version}; esta versión lee hasta la ${i?.latest}). Se ha dejado tal cual: actualice Freight Desk para usarlo.`)
};

const en_xa2_main_store_newer_version = /** @type {(inputs: Main_Store_Newer_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļóçáļ šţóŕé ${i?.file} ŵáš ŵŕíţţéñ ƀý á ñéŵéŕ ṽéŕšíóñ óƒ Ƒŕéíĝĥţ Ðéšķ (šţóŕé ṽéŕšíóñ ${i?.version}; ţĥíš ṽéŕšíóñ ŕéáðš úþ ţó ${i?.latest}). Íţ ŵáš ļéƒţ áš íţ íš: úþðáţé Ƒŕéíĝĥţ Ðéšķ ţó úšé íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The local store {file} was written by a newer version of Freight Desk (store version {version}; this version reads up to {latest}). It was left as it is: upd..." |
*
* @param {Main_Store_Newer_VersionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_newer_version = /** @type {((inputs: Main_Store_Newer_VersionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Newer_VersionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_newer_version(inputs)
	if (locale === "en-XA") return en_xa2_main_store_newer_version(inputs)
	return en_main_store_newer_version(inputs)
});