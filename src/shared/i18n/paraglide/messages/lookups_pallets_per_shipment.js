/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Pallets_Per_ShipmentInputs */

const en_lookups_pallets_per_shipment = /** @type {(inputs: Lookups_Pallets_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sizes given per shipment`)
};

const es_lookups_pallets_per_shipment = /** @type {(inputs: Lookups_Pallets_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medidas indicadas en cada envío`)
};

const en_xa2_lookups_pallets_per_shipment = /** @type {(inputs: Lookups_Pallets_Per_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šížéš ĝíṽéñ þéŕ šĥíþɱéñţ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Sizes given per shipment" |
*
* @param {Lookups_Pallets_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_per_shipment = /** @type {((inputs?: Lookups_Pallets_Per_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Pallets_Per_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_pallets_per_shipment(inputs)
	if (locale === "en-XA") return en_xa2_lookups_pallets_per_shipment(inputs)
	return en_lookups_pallets_per_shipment(inputs)
});