/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Part_HeadlineInputs */

const en_main_pdf_part_headline = /** @type {(inputs: Main_Pdf_Part_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the customer's or carrier's name`)
};

const es_main_pdf_part_headline = /** @type {(inputs: Main_Pdf_Part_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el nombre del cliente o del transportista`)
};

const en_xa2_main_pdf_part_headline = /** @type {(inputs: Main_Pdf_Part_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé çúšţóɱéŕ'š óŕ çáŕŕíéŕ'š ñáɱé ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the customer's or carrier's name" |
*
* @param {Main_Pdf_Part_HeadlineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_headline = /** @type {((inputs?: Main_Pdf_Part_HeadlineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Part_HeadlineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_part_headline(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_part_headline(inputs)
	return en_main_pdf_part_headline(inputs)
});