/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Part_SublineInputs */

const en_main_pdf_part_subline = /** @type {(inputs: Main_Pdf_Part_SublineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the carrier and service`)
};

const es_main_pdf_part_subline = /** @type {(inputs: Main_Pdf_Part_SublineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el transportista y el servicio`)
};

const en_xa2_main_pdf_part_subline = /** @type {(inputs: Main_Pdf_Part_SublineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé çáŕŕíéŕ áñð šéŕṽíçé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the carrier and service" |
*
* @param {Main_Pdf_Part_SublineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_subline = /** @type {((inputs?: Main_Pdf_Part_SublineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_SublineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_subline(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_subline(inputs)
	return en_main_pdf_part_subline(inputs)
});