/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pdf_One_LineInputs */

const en_pricing_pdf_one_line = /** @type {(inputs: Pricing_Pdf_One_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One line: the sell price`)
};

const es_pricing_pdf_one_line = /** @type {(inputs: Pricing_Pdf_One_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una línea: el precio de venta`)
};

const en_xa2_pricing_pdf_one_line = /** @type {(inputs: Pricing_Pdf_One_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñé ļíñé: ţĥé šéļļ þŕíçé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "One line: the sell price" |
*
* @param {Pricing_Pdf_One_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_one_line = /** @type {((inputs?: Pricing_Pdf_One_LineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_One_LineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_pdf_one_line(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pdf_one_line(inputs)
	return en_pricing_pdf_one_line(inputs)
});