/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Rating_Saved_As_Quote_NumberInputs */

const en_rating_saved_as_quote_number = /** @type {(inputs: Rating_Saved_As_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved as a quote, ${i?.number}.`)
};

const es_rating_saved_as_quote_number = /** @type {(inputs: Rating_Saved_As_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardada como cotización, ${i?.number}.`)
};

const en_xa2_rating_saved_as_quote_number = /** @type {(inputs: Rating_Saved_As_Quote_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð áš á ǫúóţé, ${i?.number}. ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Saved as a quote, {number}." |
*
* @param {Rating_Saved_As_Quote_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote_number = /** @type {((inputs: Rating_Saved_As_Quote_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Saved_As_Quote_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_saved_as_quote_number(inputs)
	if (locale === "en-XA") return en_xa2_rating_saved_as_quote_number(inputs)
	return en_rating_saved_as_quote_number(inputs)
});