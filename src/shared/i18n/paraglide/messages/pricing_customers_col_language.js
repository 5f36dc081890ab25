/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customers_Col_LanguageInputs */

const en_pricing_customers_col_language = /** @type {(inputs: Pricing_Customers_Col_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

const es_pricing_customers_col_language = /** @type {(inputs: Pricing_Customers_Col_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

const en_xa2_pricing_customers_col_language = /** @type {(inputs: Pricing_Customers_Col_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Language" |
*
* @param {Pricing_Customers_Col_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_col_language = /** @type {((inputs?: Pricing_Customers_Col_LanguageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Col_LanguageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_col_language(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_col_language(inputs)
	return en_pricing_customers_col_language(inputs)
});