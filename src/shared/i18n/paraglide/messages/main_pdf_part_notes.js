/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Part_NotesInputs */

const en_main_pdf_part_notes = /** @type {(inputs: Main_Pdf_Part_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the carrier's notes`)
};

const es_main_pdf_part_notes = /** @type {(inputs: Main_Pdf_Part_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las notas del transportista`)
};

const en_xa2_main_pdf_part_notes = /** @type {(inputs: Main_Pdf_Part_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé çáŕŕíéŕ'š ñóţéš ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the carrier's notes" |
*
* @param {Main_Pdf_Part_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_notes = /** @type {((inputs?: Main_Pdf_Part_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_notes(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_notes(inputs)
	return en_main_pdf_part_notes(inputs)
});