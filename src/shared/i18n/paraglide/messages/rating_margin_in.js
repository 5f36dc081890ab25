/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_InInputs */

const en_rating_margin_in = /** @type {(inputs: Rating_Margin_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In`)
};

const es_rating_margin_in = /** @type {(inputs: Rating_Margin_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En`)
};

const en_xa2_rating_margin_in = /** @type {(inputs: Rating_Margin_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñ ]`)
};

/**
* | output |
* | --- |
* | "In" |
*
* @param {Rating_Margin_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_in = /** @type {((inputs?: Rating_Margin_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_in(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_in(inputs)
	return en_rating_margin_in(inputs)
});