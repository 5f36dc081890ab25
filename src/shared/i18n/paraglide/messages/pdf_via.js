/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_ViaInputs */

const en_pdf_via = /** @type {(inputs: Pdf_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Via`)
};

const es_pdf_via = /** @type {(inputs: Pdf_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vía`)
};

const en_xa2_pdf_via = /** @type {(inputs: Pdf_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽíá ·]`)
};

/**
* | output |
* | --- |
* | "Via" |
*
* @param {Pdf_ViaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_via = /** @type {((inputs?: Pdf_ViaInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ViaInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_via(inputs)
	if (locale === "en-XA") return en_xa2_pdf_via(inputs)
	return en_pdf_via(inputs)
});