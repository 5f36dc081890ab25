/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Pdf_Valid_UntilInputs */

const en_pdf_valid_until = /** @type {(inputs: Pdf_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valid until ${i?.date}`)
};

const es_pdf_valid_until = /** @type {(inputs: Pdf_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Válida hasta el ${i?.date}`)
};

const en_xa2_pdf_valid_until = /** @type {(inputs: Pdf_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽáļíð úñţíļ ${i?.date} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Valid until {date}" |
*
* @param {Pdf_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_valid_until = /** @type {((inputs: Pdf_Valid_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Valid_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_valid_until(inputs)
	if (locale === "en-XA") return en_xa2_pdf_valid_until(inputs)
	return en_pdf_valid_until(inputs)
});