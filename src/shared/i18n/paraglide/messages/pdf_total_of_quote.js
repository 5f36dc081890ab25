/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Total_Of_QuoteInputs */

const en_pdf_total_of_quote = /** @type {(inputs: Pdf_Total_Of_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total of the quote, charges included`)
};

const es_pdf_total_of_quote = /** @type {(inputs: Pdf_Total_Of_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total de la cotización, cargos incluidos`)
};

const en_xa2_pdf_total_of_quote = /** @type {(inputs: Pdf_Total_Of_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóţáļ óƒ ţĥé ǫúóţé, çĥáŕĝéš íñçļúðéð ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Total of the quote, charges included" |
*
* @param {Pdf_Total_Of_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_of_quote = /** @type {((inputs?: Pdf_Total_Of_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_Of_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_total_of_quote(inputs)
	if (locale === "en-XA") return en_xa2_pdf_total_of_quote(inputs)
	return en_pdf_total_of_quote(inputs)
});