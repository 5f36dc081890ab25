/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_ShipmentInputs */

const en_pricing_terms_per_shipment = /** @type {(inputs: Pricing_Terms_Per_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} per shipment`)
};

const es_pricing_terms_per_shipment = /** @type {(inputs: Pricing_Terms_Per_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} por envío`)
};

const en_xa2_pricing_terms_per_shipment = /** @type {(inputs: Pricing_Terms_Per_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} þéŕ šĥíþɱéñţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{amount} per shipment" |
*
* @param {Pricing_Terms_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_per_shipment = /** @type {((inputs: Pricing_Terms_Per_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Terms_Per_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_terms_per_shipment(inputs)
	if (locale === "en-XA") return en_xa2_pricing_terms_per_shipment(inputs)
	return en_pricing_terms_per_shipment(inputs)
});