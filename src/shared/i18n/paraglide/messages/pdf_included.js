/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_IncludedInputs */

const en_pdf_included = /** @type {(inputs: Pdf_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included`)
};

const es_pdf_included = /** @type {(inputs: Pdf_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incluido`)
};

const en_xa2_pdf_included = /** @type {(inputs: Pdf_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñçļúðéð ·~ ]`)
};

/**
* | output |
* | --- |
* | "Included" |
*
* @param {Pdf_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_included = /** @type {((inputs?: Pdf_IncludedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_IncludedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_included(inputs)
	if (locale === "en-XA") return en_xa2_pdf_included(inputs)
	return en_pdf_included(inputs)
});