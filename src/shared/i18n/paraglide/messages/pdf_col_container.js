/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Col_ContainerInputs */

const en_pdf_col_container = /** @type {(inputs: Pdf_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container`)
};

const es_pdf_col_container = /** @type {(inputs: Pdf_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedor`)
};

const en_xa2_pdf_col_container = /** @type {(inputs: Pdf_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Container" |
*
* @param {Pdf_Col_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_container = /** @type {((inputs?: Pdf_Col_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_col_container(inputs)
	if (locale === "en-XA") return en_xa2_pdf_col_container(inputs)
	return en_pdf_col_container(inputs)
});