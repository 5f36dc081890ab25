/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_Placeholder_AmountInputs */

const en_rating_margin_placeholder_amount = /** @type {(inputs: Rating_Margin_Placeholder_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 150.00`)
};

const es_rating_margin_placeholder_amount = /** @type {(inputs: Rating_Margin_Placeholder_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. 150,00`)
};

const en_xa2_rating_margin_placeholder_amount = /** @type {(inputs: Rating_Margin_Placeholder_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. 150.00 ·~ ·]`)
};

/**
* | output |
* | --- |
* | "e.g. 150.00" |
*
* @param {Rating_Margin_Placeholder_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_placeholder_amount = /** @type {((inputs?: Rating_Margin_Placeholder_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Placeholder_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_placeholder_amount(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_placeholder_amount(inputs)
	return en_rating_margin_placeholder_amount(inputs)
});