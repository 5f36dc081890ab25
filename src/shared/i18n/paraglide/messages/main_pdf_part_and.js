/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, next: NonNullable<unknown> }} Main_Pdf_Part_AndInputs */

const en_main_pdf_part_and = /** @type {(inputs: Main_Pdf_Part_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} and ${i?.next}`)
};

const es_main_pdf_part_and = /** @type {(inputs: Main_Pdf_Part_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} y ${i?.next}`)
};

const en_xa2_main_pdf_part_and = /** @type {(inputs: Main_Pdf_Part_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.first} áñð ${i?.next} ·]`)
};

/**
* | output |
* | --- |
* | "{first} and {next}" |
*
* @param {Main_Pdf_Part_AndInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_and = /** @type {((inputs: Main_Pdf_Part_AndInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_AndInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_and(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_and(inputs)
	return en_main_pdf_part_and(inputs)
});