/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Pdf_IssuedInputs */

const en_pdf_issued = /** @type {(inputs: Pdf_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Issued ${i?.date}`)
};

const es_pdf_issued = /** @type {(inputs: Pdf_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emitida el ${i?.date}`)
};

const en_xa2_pdf_issued = /** @type {(inputs: Pdf_IssuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íššúéð ${i?.date} ·~]`)
};

/**
* | output |
* | --- |
* | "Issued {date}" |
*
* @param {Pdf_IssuedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_issued = /** @type {((inputs: Pdf_IssuedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_IssuedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_issued(inputs)
	if (locale === "en-XA") return en_xa2_pdf_issued(inputs)
	return en_pdf_issued(inputs)
});