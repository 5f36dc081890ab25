/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, message: NonNullable<unknown> }} Rating_Saved_As_Quote_Number_MessageInputs */

const en_rating_saved_as_quote_number_message = /** @type {(inputs: Rating_Saved_As_Quote_Number_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved as a quote, ${i?.number} (${i?.message}).`)
};

const es_rating_saved_as_quote_number_message = /** @type {(inputs: Rating_Saved_As_Quote_Number_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardada como cotización, ${i?.number} (${i?.message}).`)
};

const en_xa2_rating_saved_as_quote_number_message = /** @type {(inputs: Rating_Saved_As_Quote_Number_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð áš á ǫúóţé, ${i?.number} (${i?.message}). ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Saved as a quote, {number} ({message})." |
*
* @param {Rating_Saved_As_Quote_Number_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote_number_message = /** @type {((inputs: Rating_Saved_As_Quote_Number_MessageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Saved_As_Quote_Number_MessageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_saved_as_quote_number_message(inputs)
	if (locale === "en-XA") return en_xa2_rating_saved_as_quote_number_message(inputs)
	return en_rating_saved_as_quote_number_message(inputs)
});