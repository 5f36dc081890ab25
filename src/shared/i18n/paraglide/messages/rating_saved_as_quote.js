/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Saved_As_QuoteInputs */

const en_rating_saved_as_quote = /** @type {(inputs: Rating_Saved_As_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved as a quote.`)
};

const es_rating_saved_as_quote = /** @type {(inputs: Rating_Saved_As_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada como cotización.`)
};

const en_xa2_rating_saved_as_quote = /** @type {(inputs: Rating_Saved_As_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð áš á ǫúóţé. ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Saved as a quote." |
*
* @param {Rating_Saved_As_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote = /** @type {((inputs?: Rating_Saved_As_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Saved_As_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_saved_as_quote(inputs)
	if (locale === "en-XA") return en_xa2_rating_saved_as_quote(inputs)
	return en_rating_saved_as_quote(inputs)
});