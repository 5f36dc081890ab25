/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Desktop_No_LinksInputs */

const en_main_desktop_no_links = /** @type {(inputs: Main_Desktop_No_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening links is not available here.`)
};

const es_main_desktop_no_links = /** @type {(inputs: Main_Desktop_No_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí no se pueden abrir enlaces.`)
};

const en_xa2_main_desktop_no_links = /** @type {(inputs: Main_Desktop_No_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñíñĝ ļíñķš íš ñóţ áṽáíļáƀļé ĥéŕé. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Opening links is not available here." |
*
* @param {Main_Desktop_No_LinksInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_desktop_no_links = /** @type {((inputs?: Main_Desktop_No_LinksInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Desktop_No_LinksInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_desktop_no_links(inputs)
	if (locale === "en-XA") return en_xa2_main_desktop_no_links(inputs)
	return en_main_desktop_no_links(inputs)
});