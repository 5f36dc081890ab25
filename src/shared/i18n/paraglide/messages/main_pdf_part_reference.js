/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Part_ReferenceInputs */

const en_main_pdf_part_reference = /** @type {(inputs: Main_Pdf_Part_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the reference`)
};

const es_main_pdf_part_reference = /** @type {(inputs: Main_Pdf_Part_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la referencia`)
};

const en_xa2_main_pdf_part_reference = /** @type {(inputs: Main_Pdf_Part_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéƒéŕéñçé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the reference" |
*
* @param {Main_Pdf_Part_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_reference = /** @type {((inputs?: Main_Pdf_Part_ReferenceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_ReferenceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_reference(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_reference(inputs)
	return en_main_pdf_part_reference(inputs)
});