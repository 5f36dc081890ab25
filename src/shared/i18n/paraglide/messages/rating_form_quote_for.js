/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Quote_ForInputs */

const en_rating_form_quote_for = /** @type {(inputs: Rating_Form_Quote_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote for`)
};

const es_rating_form_quote_for = /** @type {(inputs: Rating_Form_Quote_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotizar para`)
};

const en_xa2_rating_form_quote_for = /** @type {(inputs: Rating_Form_Quote_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ƒóŕ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Quote for" |
*
* @param {Rating_Form_Quote_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_quote_for = /** @type {((inputs?: Rating_Form_Quote_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Quote_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_quote_for(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_quote_for(inputs)
	return en_rating_form_quote_for(inputs)
});