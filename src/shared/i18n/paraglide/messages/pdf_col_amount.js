/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Col_AmountInputs */

const en_pdf_col_amount = /** @type {(inputs: Pdf_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const es_pdf_col_amount = /** @type {(inputs: Pdf_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importe`)
};

const en_xa2_pdf_col_amount = /** @type {(inputs: Pdf_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ ·~]`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Pdf_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_amount = /** @type {((inputs?: Pdf_Col_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_col_amount(inputs)
	if (locale === "en-XA") return en_xa2_pdf_col_amount(inputs)
	return en_pdf_col_amount(inputs)
});