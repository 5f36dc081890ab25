/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Quote_SoonInputs */

const en_today_quote_soon = /** @type {(inputs: Today_Quote_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`soon`)
};

const es_today_quote_soon = /** @type {(inputs: Today_Quote_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pronto`)
};

const en_xa2_today_quote_soon = /** @type {(inputs: Today_Quote_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šóóñ ·]`)
};

/**
* | output |
* | --- |
* | "soon" |
*
* @param {Today_Quote_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_soon = /** @type {((inputs?: Today_Quote_SoonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Quote_SoonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_quote_soon(inputs)
	if (locale === "en-XA") return en_xa2_today_quote_soon(inputs)
	return en_today_quote_soon(inputs)
});