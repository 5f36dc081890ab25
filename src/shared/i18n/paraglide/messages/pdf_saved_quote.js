/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Saved_QuoteInputs */

const en_pdf_saved_quote = /** @type {(inputs: Pdf_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved quote`)
};

const es_pdf_saved_quote = /** @type {(inputs: Pdf_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotización guardada`)
};

const en_xa2_pdf_saved_quote = /** @type {(inputs: Pdf_Saved_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ǫúóţé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Pdf_Saved_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_saved_quote = /** @type {((inputs?: Pdf_Saved_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Saved_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_saved_quote(inputs)
	if (locale === "en-XA") return en_xa2_pdf_saved_quote(inputs)
	return en_pdf_saved_quote(inputs)
});