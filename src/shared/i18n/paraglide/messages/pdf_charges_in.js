/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Pdf_Charges_InInputs */

const en_pdf_charges_in = /** @type {(inputs: Pdf_Charges_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Charges in ${i?.currency}`)
};

const es_pdf_charges_in = /** @type {(inputs: Pdf_Charges_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cargos en ${i?.currency}`)
};

const en_xa2_pdf_charges_in = /** @type {(inputs: Pdf_Charges_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝéš íñ ${i?.currency} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Charges in {currency}" |
*
* @param {Pdf_Charges_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_charges_in = /** @type {((inputs: Pdf_Charges_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Charges_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_charges_in(inputs)
	if (locale === "en-XA") return en_xa2_pdf_charges_in(inputs)
	return en_pdf_charges_in(inputs)
});