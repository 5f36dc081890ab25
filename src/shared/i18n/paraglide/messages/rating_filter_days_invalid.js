/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Filter_Days_InvalidInputs */

const en_rating_filter_days_invalid = /** @type {(inputs: Rating_Filter_Days_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a whole number of days`)
};

const es_rating_filter_days_invalid = /** @type {(inputs: Rating_Filter_Days_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un número entero de días`)
};

const en_xa2_rating_filter_days_invalid = /** @type {(inputs: Rating_Filter_Days_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé á ŵĥóļé ñúɱƀéŕ óƒ ðáýš ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Type a whole number of days" |
*
* @param {Rating_Filter_Days_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_days_invalid = /** @type {((inputs?: Rating_Filter_Days_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Days_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_days_invalid(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_days_invalid(inputs)
	return en_rating_filter_days_invalid(inputs)
});