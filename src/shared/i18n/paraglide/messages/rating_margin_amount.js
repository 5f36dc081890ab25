/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_AmountInputs */

const en_rating_margin_amount = /** @type {(inputs: Rating_Margin_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`margin`)
};

const es_rating_margin_amount = /** @type {(inputs: Rating_Margin_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`margen`)
};

const en_xa2_rating_margin_amount = /** @type {(inputs: Rating_Margin_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱáŕĝíñ ·~]`)
};

/**
* | output |
* | --- |
* | "margin" |
*
* @param {Rating_Margin_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_amount = /** @type {((inputs?: Rating_Margin_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_amount(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_amount(inputs)
	return en_rating_margin_amount(inputs)
});