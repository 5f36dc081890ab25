/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Date_Year_LettersInputs */

const en_date_year_letters = /** @type {(inputs: Date_Year_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yyyy`)
};

const es_date_year_letters = /** @type {(inputs: Date_Year_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aaaa`)
};

const en_xa2_date_year_letters = /** @type {(inputs: Date_Year_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ýýýý ·]`)
};

/**
* | output |
* | --- |
* | "yyyy" |
*
* @param {Date_Year_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_year_letters = /** @type {((inputs?: Date_Year_LettersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Year_LettersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_date_year_letters(inputs)
	if (locale === "en-XA") return en_xa2_date_year_letters(inputs)
	return en_date_year_letters(inputs)
});