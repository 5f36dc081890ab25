/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Part_Free_TimeInputs */

const en_main_pdf_part_free_time = /** @type {(inputs: Main_Pdf_Part_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the free time`)
};

const es_main_pdf_part_free_time = /** @type {(inputs: Main_Pdf_Part_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el tiempo libre`)
};

const en_xa2_main_pdf_part_free_time = /** @type {(inputs: Main_Pdf_Part_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ƒŕéé ţíɱé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the free time" |
*
* @param {Main_Pdf_Part_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_free_time = /** @type {((inputs?: Main_Pdf_Part_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_free_time(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_free_time(inputs)
	return en_main_pdf_part_free_time(inputs)
});