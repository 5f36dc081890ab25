/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Part_PenaltiesInputs */

const en_main_pdf_part_penalties = /** @type {(inputs: Main_Pdf_Part_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the penalties`)
};

const es_main_pdf_part_penalties = /** @type {(inputs: Main_Pdf_Part_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las penalizaciones`)
};

const en_xa2_main_pdf_part_penalties = /** @type {(inputs: Main_Pdf_Part_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé þéñáļţíéš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the penalties" |
*
* @param {Main_Pdf_Part_PenaltiesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_penalties = /** @type {((inputs?: Main_Pdf_Part_PenaltiesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_PenaltiesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_penalties(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_penalties(inputs)
	return en_main_pdf_part_penalties(inputs)
});