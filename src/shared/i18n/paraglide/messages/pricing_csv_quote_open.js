/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Csv_Quote_OpenInputs */

const en_pricing_csv_quote_open = /** @type {(inputs: Pricing_Csv_Quote_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a quoted field is not closed (a " is missing)`)
};

const es_pricing_csv_quote_open = /** @type {(inputs: Pricing_Csv_Quote_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un campo entre comillas no se cierra (falta una ")`)
};

const en_xa2_pricing_csv_quote_open = /** @type {(inputs: Pricing_Csv_Quote_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ǫúóţéð ƒíéļð íš ñóţ çļóšéð (á " íš ɱíššíñĝ) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "a quoted field is not closed (a \" is missing)" |
*
* @param {Pricing_Csv_Quote_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_quote_open = /** @type {((inputs?: Pricing_Csv_Quote_OpenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Quote_OpenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_csv_quote_open(inputs)
	if (locale === "en-XA") return en_xa2_pricing_csv_quote_open(inputs)
	return en_pricing_csv_quote_open(inputs)
});