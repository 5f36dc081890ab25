/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Pdf_Tax_IncludedInputs */

const en_pdf_tax_included = /** @type {(inputs: Pdf_Tax_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`incl. ${i?.percent}% tax`)
};

const es_pdf_tax_included = /** @type {(inputs: Pdf_Tax_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`incl. ${i?.percent} % de impuestos`)
};

const en_xa2_pdf_tax_included = /** @type {(inputs: Pdf_Tax_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íñçļ. ${i?.percent}% ţáẋ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "incl. {percent}% tax" |
*
* @param {Pdf_Tax_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_tax_included = /** @type {((inputs: Pdf_Tax_IncludedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Tax_IncludedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_tax_included(inputs)
	if (locale === "en-XA") return en_xa2_pdf_tax_included(inputs)
	return en_pdf_tax_included(inputs)
});