/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_NotesInputs */

const en_pdf_notes = /** @type {(inputs: Pdf_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

const es_pdf_notes = /** @type {(inputs: Pdf_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas`)
};

const en_xa2_pdf_notes = /** @type {(inputs: Pdf_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţéš ·]`)
};

/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Pdf_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_notes = /** @type {((inputs?: Pdf_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_notes(inputs)
	if (locale === "en-XA") return en_xa2_pdf_notes(inputs)
	return en_pdf_notes(inputs)
});