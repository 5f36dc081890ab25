/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Save_QuoteInputs */

const en_rating_save_quote = /** @type {(inputs: Rating_Save_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save quote`)
};

const es_rating_save_quote = /** @type {(inputs: Rating_Save_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cotización`)
};

const en_xa2_rating_save_quote = /** @type {(inputs: Rating_Save_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ǫúóţé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Save quote" |
*
* @param {Rating_Save_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_quote = /** @type {((inputs?: Rating_Save_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_save_quote(inputs)
	if (locale === "en-XA") return en_xa2_rating_save_quote(inputs)
	return en_rating_save_quote(inputs)
});