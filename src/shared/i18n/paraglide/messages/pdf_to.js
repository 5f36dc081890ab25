/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_ToInputs */

const en_pdf_to = /** @type {(inputs: Pdf_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const es_pdf_to = /** @type {(inputs: Pdf_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta`)
};

const en_xa2_pdf_to = /** @type {(inputs: Pdf_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ]`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Pdf_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_to = /** @type {((inputs?: Pdf_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_to(inputs)
	if (locale === "en-XA") return en_xa2_pdf_to(inputs)
	return en_pdf_to(inputs)
});