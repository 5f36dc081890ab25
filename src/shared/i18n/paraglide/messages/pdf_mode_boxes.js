/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Mode_BoxesInputs */

const en_pdf_mode_boxes = /** @type {(inputs: Pdf_Mode_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boxes`)
};

const es_pdf_mode_boxes = /** @type {(inputs: Pdf_Mode_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cajas`)
};

const en_xa2_pdf_mode_boxes = /** @type {(inputs: Pdf_Mode_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóẋéš ·]`)
};

/**
* | output |
* | --- |
* | "Boxes" |
*
* @param {Pdf_Mode_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_boxes = /** @type {((inputs?: Pdf_Mode_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_mode_boxes(inputs)
	if (locale === "en-XA") return en_xa2_pdf_mode_boxes(inputs)
	return en_pdf_mode_boxes(inputs)
});