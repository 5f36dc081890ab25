/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Origin_CountryInputs */

const en_pricing_rule_origin_country = /** @type {(inputs: Pricing_Rule_Origin_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin country`)
};

const es_pricing_rule_origin_country = /** @type {(inputs: Pricing_Rule_Origin_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País de origen`)
};

const en_xa2_pricing_rule_origin_country = /** @type {(inputs: Pricing_Rule_Origin_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕíĝíñ çóúñţŕý ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Origin country" |
*
* @param {Pricing_Rule_Origin_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_country = /** @type {((inputs?: Pricing_Rule_Origin_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Origin_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_origin_country(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_origin_country(inputs)
	return en_pricing_rule_origin_country(inputs)
});