/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Destination_Port_PlaceholderInputs */

const en_pricing_rule_destination_port_placeholder = /** @type {(inputs: Pricing_Rule_Destination_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any, e.g. CNSHA`)
};

const es_pricing_rule_destination_port_placeholder = /** @type {(inputs: Pricing_Rule_Destination_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera, p. ej. CNSHA`)
};

const en_xa2_pricing_rule_destination_port_placeholder = /** @type {(inputs: Pricing_Rule_Destination_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý, é.ĝ. ÇÑŠĤÁ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Any, e.g. CNSHA" |
*
* @param {Pricing_Rule_Destination_Port_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_port_placeholder = /** @type {((inputs?: Pricing_Rule_Destination_Port_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Destination_Port_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_destination_port_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_destination_port_placeholder(inputs)
	return en_pricing_rule_destination_port_placeholder(inputs)
});