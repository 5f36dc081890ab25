/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Date_Day_LettersInputs */

const en_date_day_letters = /** @type {(inputs: Date_Day_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dd`)
};

const es_date_day_letters = /** @type {(inputs: Date_Day_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dd`)
};

const en_xa2_date_day_letters = /** @type {(inputs: Date_Day_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðð ]`)
};

/**
* | output |
* | --- |
* | "dd" |
*
* @param {Date_Day_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_day_letters = /** @type {((inputs?: Date_Day_LettersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Day_LettersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_date_day_letters(inputs)
	if (locale === "en-XA") return en_xa2_date_day_letters(inputs)
	return en_date_day_letters(inputs)
});