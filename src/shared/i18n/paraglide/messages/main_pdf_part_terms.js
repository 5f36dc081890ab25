/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Part_TermsInputs */

const en_main_pdf_part_terms = /** @type {(inputs: Main_Pdf_Part_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the terms`)
};

const es_main_pdf_part_terms = /** @type {(inputs: Main_Pdf_Part_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las condiciones`)
};

const en_xa2_main_pdf_part_terms = /** @type {(inputs: Main_Pdf_Part_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ţéŕɱš ·~ ]`)
};

/**
* | output |
* | --- |
* | "the terms" |
*
* @param {Main_Pdf_Part_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_terms = /** @type {((inputs?: Main_Pdf_Part_TermsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_TermsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_terms(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_terms(inputs)
	return en_main_pdf_part_terms(inputs)
});