/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pdf_TermsInputs */

const en_pricing_pdf_terms = /** @type {(inputs: Pricing_Pdf_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms`)
};

const es_pricing_pdf_terms = /** @type {(inputs: Pricing_Pdf_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condiciones`)
};

const en_xa2_pricing_pdf_terms = /** @type {(inputs: Pricing_Pdf_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéŕɱš ·]`)
};

/**
* | output |
* | --- |
* | "Terms" |
*
* @param {Pricing_Pdf_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_terms = /** @type {((inputs?: Pricing_Pdf_TermsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_TermsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_pdf_terms(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pdf_terms(inputs)
	return en_pricing_pdf_terms(inputs)
});