/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_LanguageInputs */

const en_pricing_customer_language = /** @type {(inputs: Pricing_Customer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language (optional)`)
};

const es_pricing_customer_language = /** @type {(inputs: Pricing_Customer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma (opcional)`)
};

const en_xa2_pricing_customer_language = /** @type {(inputs: Pricing_Customer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé (óþţíóñáļ) ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Language (optional)" |
*
* @param {Pricing_Customer_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_language = /** @type {((inputs?: Pricing_Customer_LanguageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_LanguageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_language(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_language(inputs)
	return en_pricing_customer_language(inputs)
});