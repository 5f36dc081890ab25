/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Total_Sum_Of_ChargesInputs */

const en_pdf_total_sum_of_charges = /** @type {(inputs: Pdf_Total_Sum_Of_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sum of the charges listed`)
};

const es_pdf_total_sum_of_charges = /** @type {(inputs: Pdf_Total_Sum_Of_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suma de los cargos indicados`)
};

const en_xa2_pdf_total_sum_of_charges = /** @type {(inputs: Pdf_Total_Sum_Of_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúɱ óƒ ţĥé çĥáŕĝéš ļíšţéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Sum of the charges listed" |
*
* @param {Pdf_Total_Sum_Of_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_sum_of_charges = /** @type {((inputs?: Pdf_Total_Sum_Of_ChargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_Sum_Of_ChargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_total_sum_of_charges(inputs)
	if (locale === "en-XA") return en_xa2_pdf_total_sum_of_charges(inputs)
	return en_pdf_total_sum_of_charges(inputs)
});