/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Col_Free_DaysInputs */

const en_pdf_col_free_days = /** @type {(inputs: Pdf_Col_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free days`)
};

const es_pdf_col_free_days = /** @type {(inputs: Pdf_Col_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días libres`)
};

const en_xa2_pdf_col_free_days = /** @type {(inputs: Pdf_Col_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ðáýš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Pdf_Col_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_free_days = /** @type {((inputs?: Pdf_Col_Free_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Free_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_col_free_days(inputs)
	if (locale === "en-XA") return en_xa2_pdf_col_free_days(inputs)
	return en_pdf_col_free_days(inputs)
});