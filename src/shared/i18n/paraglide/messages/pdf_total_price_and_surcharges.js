/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Total_Price_And_SurchargesInputs */

const en_pdf_total_price_and_surcharges = /** @type {(inputs: Pdf_Total_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier’s price plus the surcharges listed`)
};

const es_pdf_total_price_and_surcharges = /** @type {(inputs: Pdf_Total_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio del transportista más los recargos indicados`)
};

const en_xa2_pdf_total_price_and_surcharges = /** @type {(inputs: Pdf_Total_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ’š þŕíçé þļúš ţĥé šúŕçĥáŕĝéš ļíšţéð ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The carrier’s price plus the surcharges listed" |
*
* @param {Pdf_Total_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_price_and_surcharges = /** @type {((inputs?: Pdf_Total_Price_And_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_Price_And_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_total_price_and_surcharges(inputs)
	if (locale === "en-XA") return en_xa2_pdf_total_price_and_surcharges(inputs)
	return en_pdf_total_price_and_surcharges(inputs)
});