/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Col_Per_DayInputs */

const en_pdf_col_per_day = /** @type {(inputs: Pdf_Col_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then per day`)
};

const es_pdf_col_per_day = /** @type {(inputs: Pdf_Col_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Después, por día`)
};

const en_xa2_pdf_col_per_day = /** @type {(inputs: Pdf_Col_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéñ þéŕ ðáý ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Then per day" |
*
* @param {Pdf_Col_Per_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_per_day = /** @type {((inputs?: Pdf_Col_Per_DayInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Per_DayInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_col_per_day(inputs)
	if (locale === "en-XA") return en_xa2_pdf_col_per_day(inputs)
	return en_pdf_col_per_day(inputs)
});