/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_SailingInputs */

const en_pdf_sailing = /** @type {(inputs: Pdf_SailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sailing`)
};

const es_pdf_sailing = /** @type {(inputs: Pdf_SailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navegación`)
};

const en_xa2_pdf_sailing = /** @type {(inputs: Pdf_SailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáíļíñĝ ·~]`)
};

/**
* | output |
* | --- |
* | "Sailing" |
*
* @param {Pdf_SailingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_sailing = /** @type {((inputs?: Pdf_SailingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_SailingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_sailing(inputs)
	if (locale === "en-XA") return en_xa2_pdf_sailing(inputs)
	return en_pdf_sailing(inputs)
});