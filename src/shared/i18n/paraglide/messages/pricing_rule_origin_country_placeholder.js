/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Origin_Country_PlaceholderInputs */

const en_pricing_rule_origin_country_placeholder = /** @type {(inputs: Pricing_Rule_Origin_Country_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any, e.g. ES`)
};

const es_pricing_rule_origin_country_placeholder = /** @type {(inputs: Pricing_Rule_Origin_Country_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera, p. ej. ES`)
};

const en_xa2_pricing_rule_origin_country_placeholder = /** @type {(inputs: Pricing_Rule_Origin_Country_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý, é.ĝ. ÉŠ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Any, e.g. ES" |
*
* @param {Pricing_Rule_Origin_Country_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_country_placeholder = /** @type {((inputs?: Pricing_Rule_Origin_Country_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Origin_Country_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_origin_country_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_origin_country_placeholder(inputs)
	return en_pricing_rule_origin_country_placeholder(inputs)
});