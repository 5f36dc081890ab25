/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Col_PenaltyInputs */

const en_pdf_col_penalty = /** @type {(inputs: Pdf_Col_PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalty`)
};

const es_pdf_col_penalty = /** @type {(inputs: Pdf_Col_PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalización`)
};

const en_xa2_pdf_col_penalty = /** @type {(inputs: Pdf_Col_PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñáļţý ·~]`)
};

/**
* | output |
* | --- |
* | "Penalty" |
*
* @param {Pdf_Col_PenaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_penalty = /** @type {((inputs?: Pdf_Col_PenaltyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_PenaltyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_col_penalty(inputs)
	if (locale === "en-XA") return en_xa2_pdf_col_penalty(inputs)
	return en_pdf_col_penalty(inputs)
});