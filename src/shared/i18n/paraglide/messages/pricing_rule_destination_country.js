/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Destination_CountryInputs */

const en_pricing_rule_destination_country = /** @type {(inputs: Pricing_Rule_Destination_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination country`)
};

const es_pricing_rule_destination_country = /** @type {(inputs: Pricing_Rule_Destination_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País de destino`)
};

const en_xa2_pricing_rule_destination_country = /** @type {(inputs: Pricing_Rule_Destination_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ çóúñţŕý ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Destination country" |
*
* @param {Pricing_Rule_Destination_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_country = /** @type {((inputs?: Pricing_Rule_Destination_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Destination_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_destination_country(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_destination_country(inputs)
	return en_pricing_rule_destination_country(inputs)
});