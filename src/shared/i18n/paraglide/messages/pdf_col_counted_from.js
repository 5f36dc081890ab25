/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Col_Counted_FromInputs */

const en_pdf_col_counted_from = /** @type {(inputs: Pdf_Col_Counted_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counted from`)
};

const es_pdf_col_counted_from = /** @type {(inputs: Pdf_Col_Counted_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contados desde`)
};

const en_xa2_pdf_col_counted_from = /** @type {(inputs: Pdf_Col_Counted_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúñţéð ƒŕóɱ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Counted from" |
*
* @param {Pdf_Col_Counted_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_counted_from = /** @type {((inputs?: Pdf_Col_Counted_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Counted_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_col_counted_from(inputs)
	if (locale === "en-XA") return en_xa2_pdf_col_counted_from(inputs)
	return en_pdf_col_counted_from(inputs)
});