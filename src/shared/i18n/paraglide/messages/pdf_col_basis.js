/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Col_BasisInputs */

const en_pdf_col_basis = /** @type {(inputs: Pdf_Col_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basis`)
};

const es_pdf_col_basis = /** @type {(inputs: Pdf_Col_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base`)
};

const en_xa2_pdf_col_basis = /** @type {(inputs: Pdf_Col_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášíš ·]`)
};

/**
* | output |
* | --- |
* | "Basis" |
*
* @param {Pdf_Col_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_basis = /** @type {((inputs?: Pdf_Col_BasisInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_BasisInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_col_basis(inputs)
	if (locale === "en-XA") return en_xa2_pdf_col_basis(inputs)
	return en_pdf_col_basis(inputs)
});