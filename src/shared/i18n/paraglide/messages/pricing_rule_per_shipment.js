/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Per_ShipmentInputs */

const en_pricing_rule_per_shipment = /** @type {(inputs: Pricing_Rule_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per shipment`)
};

const es_pricing_rule_per_shipment = /** @type {(inputs: Pricing_Rule_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por envío`)
};

const en_xa2_pricing_rule_per_shipment = /** @type {(inputs: Pricing_Rule_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þéŕ šĥíþɱéñţ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "per shipment" |
*
* @param {Pricing_Rule_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_per_shipment = /** @type {((inputs?: Pricing_Rule_Per_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Per_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_per_shipment(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_per_shipment(inputs)
	return en_pricing_rule_per_shipment(inputs)
});