/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Part_ChargesInputs */

const en_main_pdf_part_charges = /** @type {(inputs: Main_Pdf_Part_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the charges`)
};

const es_main_pdf_part_charges = /** @type {(inputs: Main_Pdf_Part_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los cargos`)
};

const en_xa2_main_pdf_part_charges = /** @type {(inputs: Main_Pdf_Part_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé çĥáŕĝéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the charges" |
*
* @param {Main_Pdf_Part_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_charges = /** @type {((inputs?: Main_Pdf_Part_ChargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_ChargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_charges(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_charges(inputs)
	return en_main_pdf_part_charges(inputs)
});