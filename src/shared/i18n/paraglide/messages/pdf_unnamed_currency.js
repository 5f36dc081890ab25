/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Unnamed_CurrencyInputs */

const en_pdf_unnamed_currency = /** @type {(inputs: Pdf_Unnamed_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unnamed currency`)
};

const es_pdf_unnamed_currency = /** @type {(inputs: Pdf_Unnamed_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una moneda sin nombre`)
};

const en_xa2_pdf_unnamed_currency = /** @type {(inputs: Pdf_Unnamed_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úññáɱéð çúŕŕéñçý ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "an unnamed currency" |
*
* @param {Pdf_Unnamed_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_unnamed_currency = /** @type {((inputs?: Pdf_Unnamed_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Unnamed_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_unnamed_currency(inputs)
	if (locale === "en-XA") return en_xa2_pdf_unnamed_currency(inputs)
	return en_pdf_unnamed_currency(inputs)
});