/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rates_TitleInputs */

const en_rating_rates_title = /** @type {(inputs: Rating_Rates_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates`)
};

const es_rating_rates_title = /** @type {(inputs: Rating_Rates_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas`)
};

const en_xa2_rating_rates_title = /** @type {(inputs: Rating_Rates_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš ·]`)
};

/**
* | output |
* | --- |
* | "Rates" |
*
* @param {Rating_Rates_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_title = /** @type {((inputs?: Rating_Rates_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rates_title(inputs)
	if (locale === "en-XA") return en_xa2_rating_rates_title(inputs)
	return en_rating_rates_title(inputs)
});