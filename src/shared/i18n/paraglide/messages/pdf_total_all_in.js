/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Total_All_InInputs */

const en_pdf_total_all_in = /** @type {(inputs: Pdf_Total_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All-in price given by the carrier`)
};

const es_pdf_total_all_in = /** @type {(inputs: Pdf_Total_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio todo incluido del transportista`)
};

const en_xa2_pdf_total_all_in = /** @type {(inputs: Pdf_Total_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ-íñ þŕíçé ĝíṽéñ ƀý ţĥé çáŕŕíéŕ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "All-in price given by the carrier" |
*
* @param {Pdf_Total_All_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_all_in = /** @type {((inputs?: Pdf_Total_All_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_All_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_total_all_in(inputs)
	if (locale === "en-XA") return en_xa2_pdf_total_all_in(inputs)
	return en_pdf_total_all_in(inputs)
});