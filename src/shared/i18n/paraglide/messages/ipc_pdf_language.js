/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Pdf_LanguageInputs */

const en_ipc_pdf_language = /** @type {(inputs: Ipc_Pdf_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The PDF language is es or en`)
};

const es_ipc_pdf_language = /** @type {(inputs: Ipc_Pdf_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El idioma del PDF debe ser es (español) o en (inglés)`)
};

const en_xa2_ipc_pdf_language = /** @type {(inputs: Ipc_Pdf_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÞÐƑ ļáñĝúáĝé íš éš óŕ éñ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The PDF language is es or en" |
*
* @param {Ipc_Pdf_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_pdf_language = /** @type {((inputs?: Ipc_Pdf_LanguageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Pdf_LanguageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_pdf_language(inputs)
	if (locale === "en-XA") return en_xa2_ipc_pdf_language(inputs)
	return en_ipc_pdf_language(inputs)
});