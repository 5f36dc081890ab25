/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_All_In_NoteInputs */

const en_pdf_all_in_note = /** @type {(inputs: Pdf_All_In_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All-in price: every charge listed is included`)
};

const es_pdf_all_in_note = /** @type {(inputs: Pdf_All_In_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio todo incluido: incluye todos los cargos indicados`)
};

const en_xa2_pdf_all_in_note = /** @type {(inputs: Pdf_All_In_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ-íñ þŕíçé: éṽéŕý çĥáŕĝé ļíšţéð íš íñçļúðéð ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "All-in price: every charge listed is included" |
*
* @param {Pdf_All_In_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_all_in_note = /** @type {((inputs?: Pdf_All_In_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_All_In_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_all_in_note(inputs)
	if (locale === "en-XA") return en_xa2_pdf_all_in_note(inputs)
	return en_pdf_all_in_note(inputs)
});