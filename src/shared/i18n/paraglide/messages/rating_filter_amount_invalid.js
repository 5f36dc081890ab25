/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Filter_Amount_InvalidInputs */

const en_rating_filter_amount_invalid = /** @type {(inputs: Rating_Filter_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type an amount such as 1200 or 1200.50`)
};

const es_rating_filter_amount_invalid = /** @type {(inputs: Rating_Filter_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un importe como 1200 o 1200,50`)
};

const en_xa2_rating_filter_amount_invalid = /** @type {(inputs: Rating_Filter_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé áñ áɱóúñţ šúçĥ áš 1200 óŕ 1200.50 ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Type an amount such as 1200 or 1200.50" |
*
* @param {Rating_Filter_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_amount_invalid = /** @type {((inputs?: Rating_Filter_Amount_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_Amount_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_amount_invalid(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_amount_invalid(inputs)
	return en_rating_filter_amount_invalid(inputs)
});