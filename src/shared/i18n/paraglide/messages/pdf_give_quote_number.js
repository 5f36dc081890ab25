/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quote: NonNullable<unknown> }} Pdf_Give_Quote_NumberInputs */

const en_pdf_give_quote_number = /** @type {(inputs: Pdf_Give_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please give ${i?.quote} when you book.`)
};

const es_pdf_give_quote_number = /** @type {(inputs: Pdf_Give_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Indique ${i?.quote} al reservar.`)
};

const en_xa2_pdf_give_quote_number = /** @type {(inputs: Pdf_Give_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þļéášé ĝíṽé ${i?.quote} ŵĥéñ ýóú ƀóóķ. ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Please give {quote} when you book." |
*
* @param {Pdf_Give_Quote_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_give_quote_number = /** @type {((inputs: Pdf_Give_Quote_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Give_Quote_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_give_quote_number(inputs)
	if (locale === "en-XA") return en_xa2_pdf_give_quote_number(inputs)
	return en_pdf_give_quote_number(inputs)
});