/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Pdf_ReferenceInputs */

const en_pdf_reference = /** @type {(inputs: Pdf_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ref. ${i?.reference}`)
};

const es_pdf_reference = /** @type {(inputs: Pdf_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ref. ${i?.reference}`)
};

const en_xa2_pdf_reference = /** @type {(inputs: Pdf_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéƒ. ${i?.reference} ·]`)
};

/**
* | output |
* | --- |
* | "Ref. {reference}" |
*
* @param {Pdf_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_reference = /** @type {((inputs: Pdf_ReferenceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ReferenceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_reference(inputs)
	if (locale === "en-XA") return en_xa2_pdf_reference(inputs)
	return en_pdf_reference(inputs)
});