/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Part_DetailsInputs */

const en_main_pdf_part_details = /** @type {(inputs: Main_Pdf_Part_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the details`)
};

const es_main_pdf_part_details = /** @type {(inputs: Main_Pdf_Part_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los detalles`)
};

const en_xa2_main_pdf_part_details = /** @type {(inputs: Main_Pdf_Part_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ðéţáíļš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the details" |
*
* @param {Main_Pdf_Part_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_details = /** @type {((inputs?: Main_Pdf_Part_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_details(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_details(inputs)
	return en_main_pdf_part_details(inputs)
});