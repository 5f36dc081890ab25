/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Main_Pdf_Not_MadeInputs */

const en_main_pdf_not_made = /** @type {(inputs: Main_Pdf_Not_MadeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The quote PDF could not be made: ${i?.why}`)
};

const es_main_pdf_not_made = /** @type {(inputs: Main_Pdf_Not_MadeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo generar el PDF de la cotización: ${i?.why}`)
};

const en_xa2_main_pdf_not_made = /** @type {(inputs: Main_Pdf_Not_MadeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţé ÞÐƑ çóúļð ñóţ ƀé ɱáðé: ${i?.why} ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The quote PDF could not be made: {why}" |
*
* @param {Main_Pdf_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_not_made = /** @type {((inputs: Main_Pdf_Not_MadeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Not_MadeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_not_made(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_not_made(inputs)
	return en_main_pdf_not_made(inputs)
});