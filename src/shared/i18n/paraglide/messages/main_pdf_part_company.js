/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Part_CompanyInputs */

const en_main_pdf_part_company = /** @type {(inputs: Main_Pdf_Part_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your company name`)
};

const es_main_pdf_part_company = /** @type {(inputs: Main_Pdf_Part_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el nombre de su empresa`)
};

const en_xa2_main_pdf_part_company = /** @type {(inputs: Main_Pdf_Part_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ýóúŕ çóɱþáñý ñáɱé ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "your company name" |
*
* @param {Main_Pdf_Part_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_company = /** @type {((inputs?: Main_Pdf_Part_CompanyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_CompanyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_company(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_company(inputs)
	return en_main_pdf_part_company(inputs)
});