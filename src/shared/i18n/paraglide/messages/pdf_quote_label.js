/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Quote_LabelInputs */

const en_pdf_quote_label = /** @type {(inputs: Pdf_Quote_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote`)
};

const es_pdf_quote_label = /** @type {(inputs: Pdf_Quote_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización`)
};

const en_xa2_pdf_quote_label = /** @type {(inputs: Pdf_Quote_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ·]`)
};

/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Pdf_Quote_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_quote_label = /** @type {((inputs?: Pdf_Quote_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Quote_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_quote_label(inputs)
	if (locale === "en-XA") return en_xa2_pdf_quote_label(inputs)
	return en_pdf_quote_label(inputs)
});