/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Destination_PortInputs */

const en_pricing_rule_destination_port = /** @type {(inputs: Pricing_Rule_Destination_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination port`)
};

const es_pricing_rule_destination_port = /** @type {(inputs: Pricing_Rule_Destination_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puerto de destino`)
};

const en_xa2_pricing_rule_destination_port = /** @type {(inputs: Pricing_Rule_Destination_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ þóŕţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Destination port" |
*
* @param {Pricing_Rule_Destination_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_port = /** @type {((inputs?: Pricing_Rule_Destination_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Destination_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_destination_port(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_destination_port(inputs)
	return en_pricing_rule_destination_port(inputs)
});