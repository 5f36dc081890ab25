/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Carrier_NotesInputs */

const en_pdf_carrier_notes = /** @type {(inputs: Pdf_Carrier_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier notes`)
};

const es_pdf_carrier_notes = /** @type {(inputs: Pdf_Carrier_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas del transportista`)
};

const en_xa2_pdf_carrier_notes = /** @type {(inputs: Pdf_Carrier_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ñóţéš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Carrier notes" |
*
* @param {Pdf_Carrier_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_carrier_notes = /** @type {((inputs?: Pdf_Carrier_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Carrier_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_carrier_notes(inputs)
	if (locale === "en-XA") return en_xa2_pdf_carrier_notes(inputs)
	return en_pdf_carrier_notes(inputs)
});