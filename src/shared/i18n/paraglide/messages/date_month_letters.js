/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Date_Month_LettersInputs */

const en_date_month_letters = /** @type {(inputs: Date_Month_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mm`)
};

const es_date_month_letters = /** @type {(inputs: Date_Month_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mm`)
};

const en_xa2_date_month_letters = /** @type {(inputs: Date_Month_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱɱ ]`)
};

/**
* | output |
* | --- |
* | "mm" |
*
* @param {Date_Month_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_month_letters = /** @type {((inputs?: Date_Month_LettersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Month_LettersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_date_month_letters(inputs)
	if (locale === "en-XA") return en_xa2_date_month_letters(inputs)
	return en_date_month_letters(inputs)
});