/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Part_ValidityInputs */

const en_main_pdf_part_validity = /** @type {(inputs: Main_Pdf_Part_ValidityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the validity`)
};

const es_main_pdf_part_validity = /** @type {(inputs: Main_Pdf_Part_ValidityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la validez`)
};

const en_xa2_main_pdf_part_validity = /** @type {(inputs: Main_Pdf_Part_ValidityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ṽáļíðíţý ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the validity" |
*
* @param {Main_Pdf_Part_ValidityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_validity = /** @type {((inputs?: Main_Pdf_Part_ValidityInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_ValidityInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_validity(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_validity(inputs)
	return en_main_pdf_part_validity(inputs)
});